import { Anchor, List, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import '@mantine/core/styles/List.css';
import { useCountry } from '../config/CountryContext';
import { useShopLink } from '../config/use-shop-link';
import { useI18n } from '../i18n/useI18n';
import { ExpansionPanelGroup } from '../widgets/ExpansionPanelGroup';
import { TextLink } from './TextLink';

/** The notes and links a country attaches to its sign-up: age, deletion rules, voucher terms, TR's consent pages. */
function LegalNoticeContent() {
  const { LL } = useI18n();
  const { legalAge, newsletter, business } = useCountry();
  const shopLink = useShopLink();
  const texts = LL.newsletter.legalNotice;
  const { links } = newsletter;
  const extraLinks = [
    { href: links.sampleNewsletter, text: LL.newsletter.sampleNewsletter() },
    { href: links.newsletterInfo, text: LL.newsletter.consentLinks.newsletterInfo() },
    { href: links.commercialMessageConsent, text: LL.newsletter.consentLinks.commercialMessageConsent() },
    { href: links.consentText, text: LL.newsletter.consentLinks.consentText() },
  ].filter((link): link is typeof link & { href: string } => link.href !== undefined);
  return (
    <Stack gap="xs">
      <Text size="sm">{texts.text()}</Text>
      <Text size="sm">{texts.legalAge({ age: legalAge })}</Text>
      {business.unconfirmedSignupDeletionDays !== undefined && <Text size="sm">{texts.unconfirmedDeletion({ days: business.unconfirmedSignupDeletionDays })}</Text>}
      {business.unopenedNewsletterStop && <Text size="sm">{texts.unopenedStop({ years: business.unopenedNewsletterStop.amount })}</Text>}
      {business.welcomeVoucher && (
        <Text size="sm">
          {texts.voucherValidity({ months: business.welcomeVoucher.validity.amount })}
          {business.welcomeVoucher.singleUse && ` ${texts.voucherSingleUse()}`}
        </Text>
      )}
      <TextLink size="sm" before={texts.contactBefore()} link={texts.contactLink()} href={links.contact} after={texts.contactAfter()} />
      {extraLinks.length > 0 && (
        <List size="sm">
          {extraLinks.map((link) => (
            <List.Item key={link.href}>
              <Anchor href={shopLink(link.href)} inherit underline="always">
                {link.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The collapsible panel 'Rechtliche Hinweise zum Newsletter' (spec §2.1). */
export const LegalNotice = memo(function LegalNotice() {
  const { LL } = useI18n();
  return <ExpansionPanelGroup allowCloseOpenPanel order={3} panels={[{ id: 'legal-notice', title: LL.newsletter.legalNotice.title(), content: <LegalNoticeContent /> }]} />;
});
