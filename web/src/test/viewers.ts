import type { Viewer } from '../auth/ViewerProvider';

type ViewerFixture = Omit<Viewer, ' $fragmentType'>;

const base = {
  lastName: 'Sun', image: null, isTermsAccepted: true, isAdminRole: false, isSuperAdmin: false, isOrgAdmin: false,
  organization: { name: 'Sunny Co', businessType: 'SALES_AFFILIATE' },
} as const;

/** Signed-in users of each kind the guards and the layout tell apart. */
export const viewers = {
  regular: { ...base, id: 'V1', databaseId: 11, firstName: 'Rita', email: 'rita@sunny.test', roleLabel: 'Regular User' },
  orgAdmin: { ...base, id: 'V2', databaseId: 12, firstName: 'Olga', email: 'olga@sunny.test', roleLabel: 'Regular User', isOrgAdmin: true },
  superAdmin: {
    ...base, id: 'V3', databaseId: 13, firstName: 'Sam', email: 'sam@portal.test', roleLabel: 'Super Admin', isSuperAdmin: true, isAdminRole: true,
    organization: null,
  },
} satisfies Record<string, ViewerFixture>;
