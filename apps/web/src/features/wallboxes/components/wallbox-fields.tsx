import { Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface WallboxKeyFields {
  meterPublicKey: string;
  rfidTag: string;
}

/** The meter's public key and the driver's RFID tag, as registering and editing ask for them. */
export function WallboxKeyInputs({ register, errors }: { register: UseFormRegister<WallboxKeyFields>; errors: FieldErrors<WallboxKeyFields> }) {
  const { t } = useTranslation('wallboxes');
  return (
    <>
      <Textarea
        label={t('form.meterPublicKey')}
        description={t('form.meterPublicKeyHint')}
        rows={3}
        styles={{ input: { fontFamily: 'monospace' } }}
        {...register('meterPublicKey')}
        error={errors.meterPublicKey?.message}
      />
      <TextInput label={t('form.rfidTag')} description={t('form.rfidTagHint')} {...register('rfidTag')} error={errors.rfidTag?.message} />
    </>
  );
}
