import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { IbanField } from '../../widgets/IbanField';
import { NumberField } from '../../widgets/NumberField';
import { PasswordStrength } from '../../widgets/PasswordStrength';
import { GallerySection } from './GallerySection';

/** One password for each strength level, from under eight characters to very strong. */
const EXAMPLES = ['short1A', '#+-!?*&%', 'password', 'Passwort', 'Passwort9'];

export function NumberFieldSection() {
  return (
    <GallerySection title="Number field" description="Only digits and one decimal point; pasted text is filtered; at most 8 characters.">
      <NumberField label="Amount" maxLength={8} />
    </GallerySection>
  );
}

export function IbanFieldSection() {
  const [iban, setIban] = useState('');
  return (
    <GallerySection title="IBAN field" description={`Grouped in blocks of four while typing; the value handed on is "${iban}".`}>
      <IbanField label="IBAN" value={iban} onChange={setIban} />
    </GallerySection>
  );
}

export function PasswordStrengthSection() {
  const [password, setPassword] = useState('');
  return (
    <GallerySection title="Password strength" description="Computed from 8 characters on: lowercase, uppercase and digits counted.">
      <PasswordInput label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} aria-describedby="gallery-strength" />
      <PasswordStrength id="gallery-strength" password={password} />
      <SimpleGrid cols={{ base: 1, sm: EXAMPLES.length }}>
        {EXAMPLES.map((example) => (
          <Stack key={example} gap={4}>
            <code>{example}</code>
            <PasswordStrength password={example} />
          </Stack>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}
