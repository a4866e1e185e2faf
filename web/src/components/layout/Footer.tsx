import { Flex, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FooterPoliciesQuery } from '../../__generated__/FooterPoliciesQuery.graphql';
import { COMPANY_NAME } from '../../constants';
import { layout as text } from '../../messages';
import { QuietBoundary } from './QuietBoundary';

const policiesQuery = graphql`
  query FooterPoliciesQuery {
    viewer {
      id
      policies {
        privacyPolicyUrl
        termsOfServiceUrl
        platformAgreementUrl
      }
    }
  }
`;

type Urls = { privacy?: string | null; agreement?: string | null; terms?: string | null };

/** §1 footer links, in a new tab. Until the URLs arrive (or when one is not configured) a plain label. */
function PolicyLinkList({ privacy, agreement, terms }: Urls) {
  const entries = [
    [text.privacyPolicy, privacy],
    [text.platformAgreement, agreement],
    [text.termsAndConditions, terms],
  ] as const;
  return (
    <HStack as="ul" listStyle="none" gap={{ base: '3', sm: '5' }} flexWrap="wrap">
      {entries.map(([label, url]) => (
        <li key={label}>
          {url ? (
            <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" focusRing="outside">
              {label}
              <ExternalLink size={12} aria-hidden />
              <VisuallyHidden>{text.opensInNewTab}</VisuallyHidden>
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
  const policies = data.viewer?.policies;
  return (
    <PolicyLinkList
      privacy={policies?.privacyPolicyUrl}
      agreement={policies?.platformAgreementUrl}
      terms={policies?.termsOfServiceUrl}
    />
  );
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
