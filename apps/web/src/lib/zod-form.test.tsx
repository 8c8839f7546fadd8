import { act, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, i18n } from '../components/ui/test-utils.tsx';
import { ApiError } from './api-client.ts';
import { applyApiErrors, fieldPaths, zodFormResolver } from './zod-form.ts';

const ZDriver = z.object({
  firstName: z.string().min(1),
  email: z.email(),
  website: z.url().optional(),
  costCenter: z.string().max(5),
  role: z.enum(['FLEETMANAGER', 'USER']),
  tags: z.array(z.string()).min(1),
  address: z.object({ zipCode: z.string().min(4) }),
  km: z.number().max(1000),
});
type Input = z.input<typeof ZDriver>;

const bad = {
  firstName: '',
  email: 'not-mail',
  website: 'nope',
  costCenter: 'toolong',
  role: 'ADMIN',
  tags: [],
  address: { zipCode: '12' },
  km: 5000,
} as unknown as Input;

async function validate(lang: 'en' | 'de', values: Input = bad) {
  const resolver = zodFormResolver(ZDriver, { lang });
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('zodFormResolver', () => {
  it('answers the generic messages with the humanised field name first, in English', async () => {
    const { errors } = await validate('en');
    expect(errors).toMatchObject({
      firstName: { message: 'First name: Is required' },
      email: { message: 'Email: Must be a valid email address' },
      website: { message: 'Website: Must be a valid URL' },
      costCenter: { message: 'Cost center: Must have at most 5 characters' },
      role: { message: 'Role: Value must be one of the list' },
      tags: { message: 'Tags: Must have at least 1 item' },
      address: { zipCode: { message: 'Address zip code: Must have at least 4 characters' } },
      km: { message: 'Km: Value is too big' },
    });
  });

  it('answers them in German', async () => {
    const { errors } = await validate('de');
    expect(errors).toMatchObject({
      email: { message: 'Email: Muss eine gültige E-Mail-Adresse sein' },
      costCenter: { message: 'Cost center: Darf höchstens 5 Zeichen haben' },
      role: { message: 'Role: Wert muss einer aus der Liste sein' },
      km: { message: 'Km: Wert ist zu groß' },
    });
  });

  it('follows the dashboard language when none is fixed', async () => {
    await i18n.changeLanguage('de');
    const resolver = zodFormResolver(ZDriver);
    const { errors } = await resolver(bad, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.km?.message).toBe('Km: Wert ist zu groß');
    await i18n.changeLanguage('en');
  });

  it('says a wrong type is an invalid selection and a missing one is required', async () => {
    const { errors } = await validate('en', { ...bad, km: 'x' as unknown as number, firstName: undefined as unknown as string });
    expect(errors.km?.message).toBe('Km: Invalid selection');
    expect(errors.firstName?.message).toBe('First name: Is required');
  });

  it('uses the label the form shows when given', async () => {
    const resolver = zodFormResolver(ZDriver, { lang: 'en', label: (p) => (p[0] === 'km' ? 'Mileage' : undefined) });
    const { errors } = await resolver(bad, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.km?.message).toBe('Mileage: Value is too big');
  });

  it('answers the parsed values when valid', async () => {
    const ok: Input = { ...bad, firstName: 'Max', email: 'max@example.com', website: undefined, costCenter: 'A1', role: 'USER', tags: ['a'], address: { zipCode: '80331' }, km: 10 };
    expect(await validate('en', ok)).toEqual({ values: ok, errors: {} });
  });
});

describe('applyApiErrors', () => {
  function setupForm() {
    return renderHook(() => useForm({ defaultValues: { email: '', address: { zipCode: '' } } })).result;
  }

  it('puts field errors on their fields and the rest into a toast', async () => {
    renderWithProviders(<div />);
    const form = setupForm();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      kind: 'validation',
      message: 'Please review the highlighted fields',
      errors: [
        { field: 'email', message: 'Email: Must be a valid email address' },
        { field: 'address.zipCode', message: 'Address zip code: Is required' },
        { field: 'tenant', message: 'Tenant: Is not a known field' },
      ],
    });
    let placed = false;
    act(() => {
      placed = applyApiErrors(error, form.current);
    });
    expect(placed).toBe(true);
    expect(form.current.getFieldState('email').error?.message).toBe('Email: Must be a valid email address');
    expect(form.current.getFieldState('address.zipCode').error?.message).toBe('Address zip code: Is required');
    expect(await screen.findByText('Tenant: Is not a known field')).toBeInTheDocument();
  });

  it('shows a conflict as a toast', async () => {
    renderWithProviders(<div />);
    const form = setupForm();
    const error = new ApiError({ status: 409, code: 'CONFLICT', kind: 'backend', message: 'The tariff periods overlap.' });
    act(() => {
      expect(applyApiErrors(error, form.current)).toBe(false);
    });
    expect(await screen.findByText('The tariff periods overlap.')).toBeInTheDocument();
  });

  it('knows nested field paths', () => {
    expect(fieldPaths({ a: { b: 1 }, c: [{ d: 2 }], e: new Date() })).toEqual(['a', 'a.b', 'c', 'c.0', 'c.0.d', 'e']);
  });
});
