import { SimpleGrid } from '@mantine/core';
import { useI18n } from '../../i18n/useI18n';
import { CheckboxField } from '../../widgets/fields/CheckboxField';
import { RadioGroupField } from '../../widgets/fields/RadioGroupField';
import { SelectField } from '../../widgets/fields/SelectField';
import { TextField } from '../../widgets/fields/TextField';
import { Button } from '../../widgets/Button';
import { fallbackMessage, useStorefrontForm, type FieldState } from '../../widgets/validation';
import { GallerySection } from './GallerySection';

const STATES: FieldState[] = ['default', 'valid', 'error'];
const OPTIONS = [
  { value: 'coffee', label: 'Coffee' },
  { value: 'fashion', label: 'Fashion' },
];

function LiveForm() {
  const { LL } = useI18n();
  const form = useStorefrontForm({
    initialValues: { email: '', terms: false },
    validate: {
      email: (value: string) => (/^\S+@\S+\.\S+$/.test(value) ? null : fallbackMessage(LL, 'Email')),
      terms: (value: boolean) => (value ? null : fallbackMessage(LL, 'Terms')),
    },
  });
  return (
    <form onSubmit={form.onSubmit(() => form.reset())} noValidate aria-label="Live validation">
      <TextField label="Email (validated on blur and submit)" {...form.getFieldProps('email')} />
      <CheckboxField mt="sm" label="I accept the terms" {...form.getFieldProps('terms', { type: 'checkbox' })} />
      <Button type="submit" mt="sm">
        Submit
      </Button>
    </form>
  );
}

export function FieldsSection() {
  const { LL } = useI18n();
  const errorFor = (state: FieldState, field: string) => (state === 'error' ? fallbackMessage(LL, field) : undefined);
  return (
    <GallerySection title="Fields" description="Each field in the states default, valid and error; the last form validates on blur and on submit.">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STATES.map((state) => (
          <TextField key={state} label={`Text field (${state})`} defaultValue={state === 'default' ? '' : 'Anna'} state={state} error={errorFor(state, 'Text field')} />
        ))}
        {STATES.map((state) => (
          <SelectField key={state} label={`Select (${state})`} data={OPTIONS} state={state} error={errorFor(state, 'Select')} />
        ))}
        {STATES.map((state) => (
          <CheckboxField key={state} label={`Checkbox (${state})`} state={state} error={errorFor(state, 'Checkbox')} />
        ))}
        {STATES.map((state) => (
          <RadioGroupField key={state} label={`Radio group (${state})`} options={OPTIONS} state={state} error={errorFor(state, 'Radio group')} />
        ))}
      </SimpleGrid>
      <LiveForm />
    </GallerySection>
  );
}
