import { Text, Title } from '@mantine/core';
import { PageShell } from '../../app/PageShell';
import { useCountry } from '../../config/CountryContext';
import { DEV_PAGE_ROUTES } from '../routes';
import { ExpansionPanelsSection, TextSliderSection } from './DisclosureSection';
import { ButtonsSection, NoticesSection } from './FeedbackSection';
import { FieldsSection } from './FieldsSection';
import { IbanFieldSection, NumberFieldSection, PasswordStrengthSection } from './InputsSection';
import { BreakpointsSection, ModalsSection } from './LayoutSection';

/** Every shared widget in every state, in the country's locale. Served only by `storefront dev`. */
export function GalleryPage() {
  const country = useCountry();
  return (
    <PageShell path={DEV_PAGE_ROUTES[0].path}>
      <title>Widget gallery</title>
      <Title order={1}>Widget gallery</Title>
      <Text mt="sm">
        {country.displayName} ({country.locale}): the widgets of src/widgets/ as {country.code}&apos;s bundle renders them.
      </Text>
      <FieldsSection />
      <ButtonsSection />
      <NoticesSection />
      <ExpansionPanelsSection />
      <TextSliderSection />
      <NumberFieldSection />
      <IbanFieldSection />
      <PasswordStrengthSection />
      <ModalsSection />
      <BreakpointsSection />
    </PageShell>
  );
}
