import { lazy } from 'react';

/**
 * Every screen, loaded on demand so the sign-in screen does not carry the calculators.
 * Each file default-exports its page; replacing a placeholder means replacing that file only.
 */
/** The signed-in frames load with the first page behind them, so /login carries neither (docs/performance.md, "First page"). */
export const StaffLayout = lazy(() => import('./layouts/staff-layout').then((m) => ({ default: m.StaffLayout })));
export const RecruitLayout = lazy(() => import('./layouts/recruit-layout').then((m) => ({ default: m.RecruitLayout })));

export const LoginPage = lazy(() => import('@client/features/auth/pages/login-page'));
export const SetupPasswordPage = lazy(() => import('@client/features/auth/pages/setup-password-page'));
export const ConfirmationPage = lazy(() => import('@client/features/confirmation/pages/confirmation-page'));
export const AcceptPage = lazy(() => import('@client/features/accept/pages/accept-page'));
export const ClearviewPage = lazy(() => import('@client/features/clearview/pages/clearview-page'));
export const ScenarioCalculatorPage = lazy(() => import('@client/features/clearview/pages/scenario-calculator-page'));
export const ScenarioComparisonPage = lazy(() => import('@client/features/clearview/pages/scenario-comparison-page'));

export const OverviewPage = lazy(() => import('@client/features/dashboard/pages/overview-page'));
export const AnalyticsPage = lazy(() => import('@client/features/dashboard/pages/analytics-page'));
export const TasksPage = lazy(() => import('@client/features/onboarding/pages/tasks-page'));
export const RecruitsPage = lazy(() => import('./screens/recruits-screen'));
export const NurturePage = lazy(() => import('@client/features/nurture/pages/nurture-page'));
export const ProformaPage = lazy(() => import('@client/features/proforma/pages/proforma-page'));
export const ProformaLivePage = lazy(() => import('@client/features/proforma/pages/proforma-live-page'));
export const OnboardingManagementPage = lazy(() => import('@client/features/onboarding/pages/onboarding-management-page'));
export const ActivityPage = lazy(() => import('@client/features/dashboard/pages/activity-page'));
export const MessagesPage = lazy(() => import('@client/features/nurture/pages/messages-page'));
export const BookingPage = lazy(() => import('@client/features/nurture/pages/booking-page'));
export const UnsubscribePage = lazy(() => import('@client/features/nurture/pages/unsubscribe-page'));
export const ReportsPage = lazy(() => import('@client/features/dashboard/pages/reports-page'));
export const SettingsPage = lazy(() => import('./screens/settings-screen'));
export const AuditLogPage = lazy(() => import('@client/features/audit/pages/audit-log-page'));

export const RecruitDashboardPage = lazy(() => import('./screens/recruit-dashboard-screen'));
export const RecruitProfilePage = lazy(() => import('@client/features/recruit-area/pages/recruit-profile-page'));
export const DiscoveryPage = lazy(() => import('@client/features/recruit-area/pages/discovery-page'));
export const RecruitSettingsPage = lazy(() => import('@client/features/recruit-area/pages/recruit-settings-page'));
export const RecruitOnboardingPage = lazy(() => import('@client/features/recruit-area/pages/recruit-onboarding-page'));

export const TaskCompletionPage = lazy(() => import('@client/features/onboarding/pages/task-completion-page'));
export const DepartmentDashboardPage = lazy(() => import('@client/features/onboarding/pages/department-dashboard-page'));
export const OutboxPage = lazy(() => import('@client/features/dev/pages/outbox-page'));
