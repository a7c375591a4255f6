import type { ConditionField, TaskPriority } from '@shared/domain/onboarding.ts';

/** Demo template: title, description, priority, due days, weight; subject/body use the e-mail placeholders. */
type CatalogueTemplate = {
  key: string;
  title: string;
  description: string;
  instructions?: string;
  priority: TaskPriority;
  due: number;
  weight: number;
  subject?: string;
  body?: string;
  condition?: ConditionField;
};
type CatalogueDepartment = {
  name: string;
  email: string;
  description: string;
  workstreams: { name: string; templates: CatalogueTemplate[] }[];
};

const t = (
  key: string,
  title: string,
  description: string,
  priority: TaskPriority,
  due: number,
  weight: number,
  extra: Partial<CatalogueTemplate> = {},
): CatalogueTemplate => ({
  key,
  title,
  description,
  priority,
  due,
  weight,
  ...extra,
});

/** The five demo departments, their workstreams and 20 templates whose weights add up to 100. */
export const ONBOARDING_CATALOGUE: CatalogueDepartment[] = [
  {
    name: 'Licensing',
    email: 'licensing@clearpath.test',
    description: 'State licences and NMLS sponsorship for every new loan officer.',
    workstreams: [
      {
        name: 'NMLS',
        templates: [
          t('nmls', 'Sponsor NMLS licence', 'Accept the sponsorship request in NMLS and attach the company relationship.', 'high', 3, 8, {
            instructions: 'Log in to NMLS > Company > Relationships, accept the pending sponsorship and note the effective date.',
            subject: 'NMLS sponsorship needed for {recruit_name}',
            body: 'Hello {department_name},\n\n{recruit_name} ({recruit_email}) needs company sponsorship in NMLS by {due_date}.\n\nWhen it is accepted, mark it done here: {completion_link}',
          }),
          t(
            'states',
            'Verify state licences',
            'Confirm each state licence is active and matches the states the loan officer will originate in.',
            'high',
            2,
            8,
          ),
        ],
      },
      {
        name: 'Team licensing',
        templates: [
          t(
            'team-licences',
            "Sponsor team members' licences",
            "Sponsor the licences of the loan officer's team members joining with them.",
            'medium',
            7,
            5,
            { condition: 'has_team' },
          ),
        ],
      },
    ],
  },
  {
    name: 'IT',
    email: 'it@clearpath.test',
    description: 'Accounts, systems access and equipment.',
    workstreams: [
      {
        name: 'Accounts',
        templates: [
          t(
            'email',
            'Create company e-mail account',
            'Create the Microsoft 365 mailbox and send the first-login instructions to the personal e-mail.',
            'critical',
            1,
            6,
            {
              subject: '[{priority}] E-mail account for {recruit_name}',
              body: 'Please create the company mailbox for {recruit_name} by {due_date}.\n\n{task_description}\n\nDone? {completion_link}\nAll IT onboarding tasks: {dashboard_link}',
            },
          ),
          t(
            'los',
            'Set up LOS user',
            'Create the Encompass user with the loan officer persona and the right pricing profile.',
            'high',
            3,
            8,
          ),
          t('crm', 'Provision CRM access', 'Add the loan officer to the CRM with their lead routing rules.', 'medium', 3, 4),
        ],
      },
      {
        name: 'Equipment',
        templates: [
          t(
            'laptop',
            'Ship laptop and peripherals',
            'Image a laptop, pair a headset and ship both to the home address on file.',
            'high',
            5,
            6,
          ),
        ],
      },
    ],
  },
  {
    name: 'Marketing',
    email: 'marketing@clearpath.test',
    description: 'Brand, web presence and announcements.',
    workstreams: [
      {
        name: 'Brand',
        templates: [
          t(
            'landing',
            'Build loan officer landing page',
            'Publish the personal landing page with photo, bio, NMLS ID and apply-now link.',
            'medium',
            10,
            5,
          ),
          t('cards', 'Order business cards', 'Order 500 business cards with the new title and NMLS ID.', 'low', 7, 2),
          t('announce', 'Announce the new hire', 'Post the welcome announcement on LinkedIn and the company blog.', 'low', 14, 2),
        ],
      },
      {
        name: 'Co-marketing',
        templates: [
          t(
            'co-marketing',
            'Set up co-marketing review',
            "Register the loan officer's realtor partners for compliant co-marketing.",
            'medium',
            14,
            3,
          ),
        ],
      },
    ],
  },
  {
    name: 'Payroll/HR',
    email: 'payroll@clearpath.test',
    description: 'Pay, commission plan, benefits and background checks.',
    workstreams: [
      {
        name: 'Payroll',
        templates: [
          t(
            'w4',
            'Collect W-4 and direct deposit',
            'Collect the W-4, I-9 and direct deposit form before the first payroll run.',
            'critical',
            2,
            6,
          ),
          t('commission', 'Configure commission plan', 'Enter the agreed basis points and draw in the commission system.', 'high', 5, 8, {
            subject: 'Commission plan for {recruit_name} due {due_date}',
          }),
        ],
      },
      {
        name: 'Benefits',
        templates: [
          t('benefits', 'Benefits enrolment', 'Send the benefits enrolment packet and confirm the elections.', 'medium', 14, 4),
          t(
            'background',
            'Background and credit check',
            'Run the background and credit check required for MLO employment.',
            'critical',
            3,
            6,
          ),
        ],
      },
    ],
  },
  {
    name: 'Compliance',
    email: 'compliance@clearpath.test',
    description: 'Training, attestations and regulatory checks.',
    workstreams: [
      {
        name: 'Training',
        templates: [
          t('aml', 'Assign AML/BSA training', 'Assign the anti-money-laundering course in the learning portal.', 'high', 7, 5),
          t('fair-lending', 'Fair lending training', 'Assign the fair lending and UDAAP course.', 'medium', 14, 4),
        ],
      },
      {
        name: 'Policies',
        templates: [
          t(
            'attestations',
            'Sign compliance attestations',
            'Collect the signed code of conduct, privacy and information security attestations.',
            'high',
            3,
            4,
          ),
          t(
            'pipeline',
            'Review pipeline transfer',
            'Review the loans the loan officer plans to bring over for disclosure timing.',
            'medium',
            10,
            3,
            { condition: 'current_volume' },
          ),
          t('eo', 'E&O insurance enrolment', 'Add the loan officer to the errors and omissions policy.', 'medium', 7, 3),
        ],
      },
    ],
  },
];

/** The templates an approval picks by default: every unconditional one. */
export const STANDARD_PACKAGE = ONBOARDING_CATALOGUE.flatMap((d) => d.workstreams.flatMap((w) => w.templates))
  .filter((x) => !x.condition)
  .map((x) => x.key);
