import { Card, Heading, Skeleton, SkeletonCircle, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProfileScreenQuery } from '../../__generated__/ProfileScreenQuery.graphql';
import { ErrorBoundary, useRetryKey } from '../../components/ErrorBoundary';
import { shell } from '../../messages';
import { OrganizationForm } from './OrganizationForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileImageCard } from './ProfileImageCard';
import { profileTexts as t } from './texts';

/** The screen's one query: the viewer's profile parts and, for org admins, their organization's. */
const profileQuery = graphql`
  query ProfileScreenQuery {
    viewer {
      isOrgAdmin
      isSuperAdmin
      ...ProfileDetailsForm_viewer
      ...ProfileImageCard_viewer
      organization {
        ...OrganizationForm_organization
      }
    }
  }
`;

/** /user/profile (§2 Edit Profile): the viewer's details and picture; org admins also edit their organization. */
export function ProfileScreen() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileContent />
      </Suspense>
    </ErrorBoundary>
  );
}

function ProfileContent() {
  // The form starts from the stored profile, so read it fresh rather than from an older answer.
  const { viewer } = useLazyLoadQuery<ProfileScreenQuery>(profileQuery, {}, { fetchPolicy: 'store-and-network', fetchKey: useRetryKey() });
  if (!viewer) return null;
  // §2/§6: org admins edit their organization; super admins too when they belong to one.
  const editsOrganization = (viewer.isOrgAdmin || viewer.isSuperAdmin) && viewer.organization;
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{t.title}</Heading>
        <Text color="fg.muted" textStyle="sm">{t.intro}</Text>
      </Stack>
      <Section title={t.picture}>
        <ProfileImageCard viewer={viewer} />
      </Section>
      <Section title={t.personal}>
        <ProfileDetailsForm viewer={viewer} />
      </Section>
      {editsOrganization && viewer.organization && (
        <Section title={t.organization} intro={t.organizationIntro}>
          <OrganizationForm organization={viewer.organization} />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">{title}</Heading>
        {intro && <Text color="fg.muted" textStyle="sm">{intro}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="6" maxW="4xl" aria-busy="true">
      <VisuallyHidden role="status">{shell.loading}</VisuallyHidden>
      <Skeleton h="8" w="48" />
      <Card.Root variant="outline">
        <Card.Body>
          <Stack direction="row" gap="5" align="center">
            <SkeletonCircle size="20" />
            <Skeleton h="9" w="40" />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" w="32" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
