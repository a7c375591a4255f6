import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@client/components/error-boundary';
import { PageSpinner } from '@client/components/ui';
import { HomeRoute, RequireUser } from './guards';
import * as P from './pages';
import { paths, RECRUIT_AREA, STAFF_AREA } from '@client/config/paths';
import { useSession, worksRecruits } from '@client/lib/session';

const ToHome = () => <Redirect to={paths.home} replace />;

/** The full route table (docs/spec/doc1.md §2, docs/spec/doc2.md recruit routes, docs/spec/doc3.md §2.1) with its guards. */
export function AppRouter() {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={paths.home}>
            <HomeRoute>
              <P.LoginPage />
            </HomeRoute>
          </Route>
          <Route path={paths.login} component={P.LoginPage} />
          <Route path={paths.setupPassword} component={P.SetupPasswordPage} />
          <Route path={paths.accept} component={P.AcceptPage} />
          <Route path={paths.clearview} component={P.ClearviewPage} />
          <Route path={paths.proformaLive}>
            <RequireUser>
              <P.ProformaLivePage />
            </RequireUser>
          </Route>
          <Route path={paths.confirmation} component={P.ConfirmationPage} />
          <Route path={paths.unsubscribe} component={P.UnsubscribePage} />
          <Route path={paths.booking} component={P.BookingPage} />
          <Route path={paths.scenarioCalculator}>
            <RequireUser>
              <P.ScenarioCalculatorPage />
            </RequireUser>
          </Route>
          <Route path={paths.scenarioComparison}>
            <RequireUser>
              <P.ScenarioComparisonPage />
            </RequireUser>
          </Route>

          <Route path={STAFF_AREA}>
            <RequireUser type="recruiter">
              <P.StaffLayout>
                <Suspense fallback={<PageSpinner />}>
                  <StaffRoutes />
                </Suspense>
              </P.StaffLayout>
            </RequireUser>
          </Route>

          <Route path={RECRUIT_AREA}>
            <RequireUser type="recruit">
              <P.RecruitLayout>
                <Suspense fallback={<PageSpinner />}>
                  <RecruitRoutes />
                </Suspense>
              </P.RecruitLayout>
            </RequireUser>
          </Route>

          <Route path={paths.profileCompletion}>
            <Redirect to={paths.recruitProfile} replace />
          </Route>
          <Route path={paths.discoveryTools}>
            <Redirect to={paths.recruitDiscovery} replace />
          </Route>

          <Route path={paths.onboardingTask} component={P.TaskCompletionPage} />
          <Route path={paths.onboardingDepartment} component={P.DepartmentDashboardPage} />
          <Route path={paths.devOutbox}>
            <RequireUser type="recruiter">
              <P.OutboxPage />
            </RequireUser>
          </Route>

          <Route component={ToHome} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

const ToTasks = () => <Redirect to={paths.dashboardTasks} replace />;

/** The staff routes; a department user has its tasks and its own settings only (docs/team.md). */
function StaffRoutes() {
  const { user } = useSession();
  if (!worksRecruits(user))
    return (
      <Switch>
        <Route path={paths.dashboardTasks} component={P.TasksPage} />
        <Route path={paths.dashboardSettings} component={P.SettingsPage} />
        <Route component={ToTasks} />
      </Switch>
    );
  return (
    <Switch>
      <Route path={paths.dashboard} component={P.OverviewPage} />
      <Route path={paths.dashboardAnalytics} component={P.AnalyticsPage} />
      <Route path={paths.dashboardTasks} component={P.TasksPage} />
      <Route path={paths.dashboardRecruits} component={P.RecruitsPage} />
      <Route path={paths.dashboardNurture} component={P.NurturePage} />
      <Route path={paths.dashboardProforma} component={P.ProformaPage} />
      <Route path={paths.dashboardOnboarding} component={P.OnboardingManagementPage} />
      <Route path={paths.dashboardActivity} component={P.ActivityPage} />
      <Route path={paths.dashboardMessages} component={P.MessagesPage} />
      <Route path={paths.dashboardReports} component={P.ReportsPage} />
      <Route path={paths.dashboardSettings} component={P.SettingsPage} />
      <Route path={paths.dashboardAuditLog} component={P.AuditLogPage} />
      <Route component={ToHome} />
    </Switch>
  );
}

function RecruitRoutes() {
  return (
    <Switch>
      <Route path={paths.recruitDashboard} component={P.RecruitDashboardPage} />
      <Route path={paths.recruitProfile} component={P.RecruitProfilePage} />
      <Route path={paths.recruitDiscovery} component={P.DiscoveryPage} />
      <Route path={paths.recruitOnboarding} component={P.RecruitOnboardingPage} />
      <Route path={paths.recruitSettings} component={P.RecruitSettingsPage} />
      <Route component={ToHome} />
    </Switch>
  );
}
