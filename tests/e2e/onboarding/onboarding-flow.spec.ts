import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, linksMailedTo, loginAs } from '../support/auth.ts';
import { untickAllTemplates } from '../support/onboarding.ts';

// One run: the demo recruit (seeded at clearview_completed) asks for onboarding, the recruiter
// approves it with templates of two departments, a department completes a task by its e-mailed
// link without signing in, and both the department dashboard and the recruit see the progress.

const stamp = Date.now().toString(36);
const DEPARTMENTS = [
  {
    name: `IT ${stamp}`,
    email: `it-${stamp}@clearpath.test`,
    workstream: 'Equipment',
    templates: [
      { title: 'Order laptop', description: 'Order and image a laptop', priority: 'high', due_days_offset: 3, weight_percentage: 10 },
      {
        title: 'Create email account',
        description: 'Set up the company mailbox',
        priority: 'critical',
        due_days_offset: 1,
        weight_percentage: 5,
      },
    ],
  },
  {
    name: `Compliance ${stamp}`,
    email: `compliance-${stamp}@clearpath.test`,
    workstream: 'Licensing',
    templates: [
      {
        title: 'Verify NMLS license',
        description: 'Check the NMLS record in every state',
        priority: 'medium',
        due_days_offset: 5,
        weight_percentage: 10,
      },
    ],
  },
];

/** Two departments with templates, made through the API so the test owns their e-mail addresses. */
async function createDepartments(request: APIRequestContext) {
  const { headers } = await apiLogin(request, 'recruiter');
  for (const d of DEPARTMENTS) {
    const res = await request.post('/api/onboarding/api/departments/', {
      headers,
      data: { name: d.name, email: d.email, description: `${d.workstream} tasks` },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    const flow = await request.post('/api/onboarding/api/task-templates/create_workflow/', {
      headers,
      data: { department_id: id, workstream_name: d.workstream, templates: d.templates },
    });
    expect(flow.status()).toBe(201);
  }
}

test('a recruit requests onboarding, the recruiter approves it, a department completes a task by link', async ({ browser, request }) => {
  await createDepartments(request);

  // 1. The recruit submits the request from the dashboard.
  const recruitContext = await browser.newContext();
  const recruitPage = await recruitContext.newPage();
  await loginAs(recruitPage, 'recruit');
  await expect(recruitPage.getByRole('heading', { name: 'Welcome, Jordan Avery' })).toBeVisible();
  await expect(recruitPage.getByText('ClearView Complete', { exact: true })).toBeVisible();
  await recruitPage.getByRole('button', { name: 'Request Onboarding' }).click();
  await recruitPage.getByLabel('Preferred Start Date').fill('2030-03-04');
  await recruitPage.getByLabel('Years of Experience').fill('7');
  await recruitPage.getByLabel('Current Company').fill('Summit Lending');
  await recruitPage.getByLabel('Current Role').fill('Senior Loan Officer');
  await recruitPage.getByLabel('I have a team').check();
  await recruitPage.getByLabel('Team Size').fill('4');
  await recruitPage.getByLabel('Current Volume').fill('$40M annually, 12 loans/month');
  await recruitPage.getByLabel('Special Requirements').fill('Needs a Texas license transfer');
  await recruitPage.getByRole('button', { name: 'Submit Request' }).click();
  await expect(recruitPage.getByText('Onboarding request submitted successfully!')).toBeVisible();
  await expect(recruitPage.getByText(/usually within 24 hours/)).toBeVisible();
  await expect(recruitPage.getByRole('button', { name: 'Request Onboarding' })).toHaveCount(0);

  // 2. The recruiter approves it with one template from each department.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginAs(staff, 'recruiter');
  await staff.goto('/dashboard/onboarding');
  const card = staff.getByRole('article', { name: 'Request of Jordan Avery' });
  await expect(card).toBeVisible();
  await expect(card.getByText('pending')).toBeVisible();
  await expect(card.getByText('Senior Loan Officer')).toBeVisible();
  await expect(card.getByText('Needs a Texas license transfer')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();

  const dialog = staff.getByRole('dialog', { name: 'Approve Onboarding: Jordan Avery' });
  // The dialog root is a zero-size wrapper of fixed layers; its title is what a user sees.
  await expect(dialog.getByRole('heading', { name: 'Approve Onboarding: Jordan Avery' })).toBeVisible();
  const it = dialog.getByRole('region', { name: DEPARTMENTS[0].name });
  const compliance = dialog.getByRole('region', { name: DEPARTMENTS[1].name });
  // Every department's default templates come ticked (ours too); this approval wants two of ours only.
  await expect(it.getByText('2 of 2 selected')).toBeVisible();
  await untickAllTemplates(dialog);
  await expect(dialog.getByRole('button', { name: 'Approve & Create Tasks' })).toBeDisabled();
  await expect(it.getByText('0 of 2 selected')).toBeVisible();
  await it.getByRole('checkbox', { name: 'Order laptop' }).check();
  await expect(it.getByText('1 of 2 selected')).toBeVisible();
  await it.getByPlaceholder('Add notes for this task...').fill('15-inch model please');
  await compliance.getByRole('checkbox', { name: 'Verify NMLS license' }).check();
  await expect(compliance.getByText('1 of 1 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve & Create Tasks' }).click();
  await expect(staff.getByText('Onboarding request approved and tasks created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('approved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // 3. Each department got its e-mail with the completion link and its dashboard link.
  const [itTask, itDashboard] = await linksMailedTo(request, DEPARTMENTS[0].email, /\/onboarding\/(task|department)\//);
  const [complianceTask] = await linksMailedTo(request, DEPARTMENTS[1].email, /\/onboarding\/task\//);
  expect(itTask).toMatch(/\/onboarding\/task\/[0-9a-f-]{36}$/);
  expect(itDashboard).toMatch(/\/onboarding\/department\/\d+\?key=/);
  expect(complianceTask).toMatch(/\/onboarding\/task\//);

  // 4. Someone in IT opens the link without signing in and completes the task.
  const anonymous = await browser.newContext();
  const linkPage = await anonymous.newPage();
  await linkPage.goto(itTask);
  await expect(linkPage.getByRole('heading', { name: 'Order laptop' })).toBeVisible();
  await expect(linkPage.getByText('HIGH Priority')).toBeVisible();
  await expect(linkPage.getByText('Jordan Avery')).toBeVisible();
  await linkPage.getByRole('button', { name: 'Mark Task as Complete' }).click();
  await expect(linkPage.getByText('Task Completed!')).toBeVisible();
  await expect(linkPage.getByRole('button', { name: 'Mark Task as Complete' })).toHaveCount(0);

  // 5. The department dashboard (by its key) counts the completed task.
  await linkPage.goto(itDashboard);
  await expect(linkPage.getByRole('heading', { name: DEPARTMENTS[0].name })).toBeVisible();
  await expect(linkPage.getByTestId('summary-total')).toHaveText('1');
  await expect(linkPage.getByTestId('summary-completed')).toHaveText('1');
  await expect(linkPage.getByRole('heading', { name: 'Tasks (1)' })).toBeVisible();
  await linkPage.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(linkPage.getByText('No tasks found with current filters')).toBeVisible();

  // 6. The recruit sees the progress: one of two tasks done, weighted 10 of 20 → 50%.
  await recruitPage.goto('/recruit/dashboard');
  await expect(recruitPage.getByRole('link', { name: 'View Onboarding Progress' })).toBeVisible();
  await recruitPage.getByRole('link', { name: 'View Onboarding Progress' }).click();
  await expect(recruitPage).toHaveURL(/\/recruit\/onboarding$/);
  await expect(recruitPage.getByTestId('tasks-completed')).toHaveText('1 of 2 tasks completed');
  await expect(recruitPage.getByTestId('progress-percentage')).toHaveText('50%');
  await expect(recruitPage.getByRole('heading', { name: 'Verify NMLS license' })).toBeVisible();

  // 7. The recruiter's task dashboard shows the same state.
  await staff.getByRole('tab', { name: 'All Tasks' }).click();
  // The demo data holds more tasks than one page; search narrows the list to ours.
  await staff.getByRole('searchbox', { name: 'Search' }).fill('Order laptop');
  await expect(staff.getByRole('article', { name: 'Order laptop' }).getByText('Completed')).toBeVisible();
  await expect(staff.getByRole('article', { name: 'Order laptop' }).getByRole('button', { name: /Complete/ })).toHaveCount(0);

  await Promise.all([recruitContext.close(), staffContext.close(), anonymous.close()]);
});
