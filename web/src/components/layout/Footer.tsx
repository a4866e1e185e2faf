import { Flex, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FooterPoliciesQuery } from '../../__generated__/FooterPoliciesQuery.graphql';
import { COMPANY_NAME } from '../../constants';
import { layout as text } from '../../messages';
import { policyPreviewHref, type PolicyDocument } from '../../screens/DocumentPreview/link';
import { QuietBoundary } from './QuietBoundary';

const policiesQuery = graphql`
  query FooterPoliciesQuery {
    viewer {
      id
      policies {
        privacyPolicy {
          name
        }
        termsOfService {
          name
        }
        platformAgreement {
          name
        }
      }
    }
  }
`;

/** The stored file of each policy (its name only: the URL is signed when the preview opens). */
type Files = Partial<Record<PolicyDocument, { readonly name: string } | null>>;

/**
 * §1 footer links, in a new tab, through the app's document preview: it asks for a freshly signed
 * URL when it opens, so a link never hands the user an expired one. Until the policies arrive (or
 * when one is not configured) a plain label.
 */
function PolicyLinkList({ files = {} }: { files?: Files }) {
  const location = useLocation();
  const entries = [
    [text.privacyPolicy, 'privacyPolicy'],
    [text.platformAgreement, 'platformAgreement'],
    [text.termsAndConditions, 'termsOfService'],
  ] as const;
  return (
    <HStack as="ul" listStyle="none" gap={{ base: '3', sm: '5' }} flexWrap="wrap">
      {entries.map(([label, policy]) => (
        <li key={label}>
          {files[policy] ? (
            <Link asChild color="brand.fg" focusRing="outside">
              <RouterLink to={policyPreviewHref(policy, files[policy].name, `${location.pathname}${location.search}`)} target="_blank" rel="noopener noreferrer">
                {label}
                <ExternalLink size={12} aria-hidden />
                <VisuallyHidden>{text.opensInNewTab}</VisuallyHidden>
              </RouterLink>
            </Link>
          ) : (
            <Text as="span">{label}</Text>
          )}
        </li>
      ))}
    </HStack>
  );
}

function PolicyLinks() {
  const data = useLazyLoadQuery<FooterPoliciesQuery>(policiesQuery, {}, { fetchPolicy: 'store-or-network' });
  return <PolicyLinkList files={data.viewer?.policies ?? undefined} />;
}

/** §1 footer: the three policy links and '© {year} {company}'. */
export function Footer() {
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      justify="space-between"
      align={{ base: 'flex-start', md: 'center' }}
      px={{ base: '4', md: '6' }}
      py="4"
      borderTopWidth="1px"
      textStyle="sm"
      color="fg.muted"
    >
      <nav aria-label={text.footerLabel}>
        {/* Its own query and boundaries: the footer must never hold up or break the page. */}
        <QuietBoundary fallback={<PolicyLinkList />}>
          <Suspense fallback={<PolicyLinkList />}>
            <PolicyLinks />
          </Suspense>
        </QuietBoundary>
      </nav>
      <Text>{text.copyright(new Date().getFullYear(), COMPANY_NAME)}</Text>
    </Flex>
  );
}
