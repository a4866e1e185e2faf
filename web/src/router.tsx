import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LayoutSkeleton } from './components/layout/LayoutSkeleton';
import { AuthCardSkeleton } from './screens/Auth/AuthCard';
// The login card is the entry's: the page most visits start on, in the first chunk with what it needs.
import { LoginScreen } from './screens/Auth/AuthScreen';
import { AdminGate, LoginOnly, SignedIn, Unprotected } from './routing/guards';
import { NotFound } from './routing/NotFound';
import { ParamRoute } from './routing/ParamRoute';
import { RouteError } from './routing/RouteError';
import { lazyNamed, PreloadWhenIdle } from './routing/prefetch';
import { RoutePreload } from './routing/RoutePreload';
import { LEAD_ID_PATTERN, ORGANIZATION_ID_PATTERN, paths } from './routing/paths';


// Every screen loads with its route, so /login fetches only the login card, not the signed-in
// layout (sidebar, menus, drawer) or screens it never shows; issues 5 and 6 add theirs the same way.
const MainLayout = lazyNamed(() => import('./components/layout/MainLayout'), 'MainLayout');
const SignupScreen = lazyNamed(() => import('./screens/Auth/SignupScreen'), 'SignupScreen');
const PasswordResetScreen = lazyNamed(() => import('./screens/PasswordReset/PasswordResetScreen'), 'PasswordResetScreen');
const SignupResultScreen = lazyNamed(() => import('./screens/SignupResult/SignupResultScreen'), 'SignupResultScreen');
const IntakeFormScreen = lazyNamed(() => import('./screens/IntakeForm/IntakeFormScreen'), 'IntakeFormScreen');
const LeadPage = lazyNamed(() => import('./screens/LeadPage/LeadPage'), 'LeadPage');
const LeadListScreen = lazyNamed(() => import('./screens/Leads/LeadListScreen'), 'LeadListScreen');
const HandoffScreen = lazyNamed(() => import('./screens/LeadPage/handoff/HandoffScreen'), 'HandoffScreen');
const HandedToUsScreen = lazyNamed(() => import('./screens/LeadPage/handoff/HandedToUs'), 'HandedToUsScreen');
const NotificationsScreen = lazyNamed(() => import('./screens/Notifications/NotificationsScreen'), 'NotificationsScreen');
const TasksScreen = lazyNamed(() => import('./screens/Tasks/TasksScreen'), 'TasksScreen');
const ProfileScreen = lazyNamed(() => import('./screens/Profile/ProfileScreen'), 'ProfileScreen');
const ResourcesScreen = lazyNamed(() => import('./screens/Resources/ResourcesScreen'), 'ResourcesScreen');
const DocumentPreviewScreen = lazyNamed(() => import('./screens/DocumentPreview/DocumentPreviewScreen'), 'DocumentPreviewScreen');
const QuickbaseViewScreen = lazyNamed(() => import('./screens/QuickbaseView/QuickbaseViewScreen'), 'QuickbaseViewScreen');
const AgreementsScreen = lazyNamed(() => import('./screens/Admin/Agreements/AgreementsScreen'), 'AgreementsScreen');
const ProposalsScreen = lazyNamed(() => import('./screens/Admin/Proposals/ProposalsScreen'), 'ProposalsScreen');
const BulkEnrichmentScreen = lazyNamed(() => import('./screens/Admin/Enrichment/EnrichmentScreens'), 'BulkEnrichmentScreen');
const ProspectUploadScreen = lazyNamed(() => import('./screens/Admin/Enrichment/EnrichmentScreens'), 'ProspectUploadScreen');
const ProspectDetailsScreen = lazyNamed(() => import('./screens/Admin/Enrichment/ProspectDetailsScreen'), 'ProspectDetailsScreen');
const InviteUserScreen = lazyNamed(() => import('./screens/Admin/Invite/InviteUserScreen'), 'InviteUserScreen');
const OrganizationsScreen = lazyNamed(() => import('./screens/Admin/Organizations/OrganizationsScreen'), 'OrganizationsScreen');
const OrganizationScreen = lazyNamed(() => import('./screens/Admin/Organizations/OrganizationScreen'), 'OrganizationScreen');

/** What a signed-out visitor can reach next from a card, and what the layout's links open. */
const authScreens = [SignupScreen, PasswordResetScreen, SignupResultScreen];
const signedInScreens = [
  LeadListScreen, LeadPage, IntakeFormScreen, NotificationsScreen, TasksScreen, ProfileScreen, ResourcesScreen, DocumentPreviewScreen,
  QuickbaseViewScreen, AgreementsScreen, ProposalsScreen, BulkEnrichmentScreen, ProspectDetailsScreen, InviteUserScreen,
];

const card = (screen: React.ReactNode) => (
  <>
    <Suspense fallback={<AuthCardSkeleton />}>{screen}</Suspense>
    <PreloadWhenIdle screens={authScreens} />
  </>
);

/** Strips the leading slash: child routes of the layout are relative. */
const rel = (path: string) => path.replace(/^\//, '');

/**
 * §2 route table with the §6 route kinds. Each screen is a lazy chunk inside its guard; a new
 * screen gets a `lazyNamed` const and its route line, and keeps the guard its route kind needs.
 */
const routeTable: RouteObject[] = [
  { path: paths.root, element: <SignedIn><Navigate to={paths.leads} replace /></SignedIn> },
  {
    element: (
      <SignedIn>
        {/* Issue 28: the screen's data is asked for here, alongside the layout's and the screen's chunks. */}
        <RoutePreload />
        <Suspense fallback={<LayoutSkeleton />}><MainLayout /></Suspense>
        <PreloadWhenIdle screens={signedInScreens} />
      </SignedIn>
    ),
    children: [
      { path: rel(paths.leads), element: <LeadListScreen /> },
      {
        path: 'manage/leads/:id',
        element: <ParamRoute name="id" pattern={LEAD_ID_PATTERN}><LeadPage /></ParamRoute>,
      },
      // Issue 26, item 18: an EPC organization's handed-over leads (HandedToUs) and one handoff (the lead page stays a 404 to them).
      { path: 'manage/handoffs', element: <HandedToUsScreen /> },
      { path: 'manage/handoffs/:id', element: <ParamRoute name="id" pattern={LEAD_ID_PATTERN}><HandoffScreen /></ParamRoute> },
      { path: rel(paths.intakeForm), element: <IntakeFormScreen /> },
      { path: rel(paths.agreements), element: <AdminGate admin><AgreementsScreen /></AdminGate> },
      { path: rel(paths.proposals), element: <AdminGate admin><ProposalsScreen /></AdminGate> },
      { path: rel(paths.bulkEnrichment), element: <AdminGate admin><BulkEnrichmentScreen /></AdminGate> },
      {
        path: rel(paths.prospectUpload),
        element: <AdminGate admin><ProspectUploadScreen /></AdminGate>,
      },
      {
        path: rel(paths.prospectUploadDetails),
        element: <AdminGate admin><ProspectDetailsScreen /></AdminGate>,
      },
      { path: rel(paths.organizations), element: <AdminGate admin><OrganizationsScreen /></AdminGate> },
      {
        path: 'manage/organizations/:id',
        element: <AdminGate admin><ParamRoute name="id" pattern={ORGANIZATION_ID_PATTERN}><OrganizationScreen /></ParamRoute></AdminGate>,
      },
      { path: rel(paths.inviteUser), element: <AdminGate><InviteUserScreen /></AdminGate> },
      { path: rel(paths.notifications), element: <NotificationsScreen /> },
      { path: rel(paths.tasks), element: <TasksScreen /> },
      { path: rel(paths.profile), element: <ProfileScreen /> },
      { path: rel(paths.resources), element: <ResourcesScreen /> },
      { path: rel(paths.documentPreview), element: <DocumentPreviewScreen /> },
      { path: rel(paths.quickbaseView), element: <QuickbaseViewScreen /> },
    ],
  },
  { path: paths.login, element: <LoginOnly>{card(<LoginScreen />)}</LoginOnly> },
  { path: paths.signup, element: <LoginOnly>{card(<SignupScreen />)}</LoginOnly> },
  { path: paths.passwordReset, element: <LoginOnly>{card(<PasswordResetScreen />)}</LoginOnly> },
  // Outside the main layout; reached right after sign-up (§2).
  { path: paths.signupResult, element: <Unprotected>{card(<SignupResultScreen />)}</Unprotected> },
  { path: '*', element: <NotFound /> },
];

/** Every route, at every level, shows RouteError when its screen fails (never the router's developer page). */
const withErrorElement = (route: RouteObject): RouteObject =>
  ({ ...route, errorElement: <RouteError />, ...(route.children ? { children: route.children.map(withErrorElement) } : {}) }) as RouteObject;

export const routes: RouteObject[] = routeTable.map(withErrorElement);
