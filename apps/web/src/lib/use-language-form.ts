import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '@fleetwatt/shared';
import { useFormat } from './use-format.ts';

/** A react-hook-form form checked by a shared zod schema made in the dashboard's language. */
export function useLanguageForm<Values extends FieldValues, Output = Values>(
  makeSchema: (lang: Language) => z.ZodType<unknown, FieldValues>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Output> {
  const { lang } = useFormat();
  const schema = useMemo(() => makeSchema(lang), [makeSchema, lang]);
  return useForm<Values, unknown, Output>({ resolver: zodResolver(schema) as never, defaultValues });
}
