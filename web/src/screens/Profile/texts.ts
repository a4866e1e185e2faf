/**
 * UI texts of the profile screen that the spec does not fix (ours, may change). The spec's
 * messages ('Profile updated successfully.', 'Organization updated successfully.', the §5
 * validation texts) come from src/messages.ts.
 */
export const profileTexts = {
  title: 'Edit Profile',
  intro: 'Your name, phone number and picture, as colleagues see them in the portal.',
  personal: 'Personal details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your sign-in address. Contact support to change it.',
  phone: 'Phone',
  phoneHint: '10 digits; saved with +1.',
  save: 'Save profile',
  picture: 'Profile picture',
  pictureHint: 'PNG, JPEG, GIF or WebP. Shown in the header and next to your leads.',
  organization: 'Organization',
  organizationIntro: 'As an organization admin you can change how your organization appears.',
  organizationName: 'Organization name',
  description: 'Description',
  descriptionHint: 'A sentence or two about what your organization does.',
  saveOrganization: 'Save organization',
  logo: 'Logo',
  logoHint: 'PNG, JPEG, GIF or WebP, ideally square.',
  logoAlt: (name: string) => `${name} logo`,
  noLogo: 'No logo yet',
  upload: (what: string) => `Upload ${what.toLowerCase()}`,
  replace: (what: string) => `Replace ${what.toLowerCase()}`,
  remove: (what: string) => `Remove ${what.toLowerCase()}`,
  uploading: (file: string) => `Uploading ${file}`,
} as const;
