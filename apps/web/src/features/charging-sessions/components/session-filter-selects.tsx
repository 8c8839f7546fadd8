import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, REVIEW_TAGS, REVIEW_TYPES, SESSION_ERROR_CODES } from '@fleetwatt/shared';

interface FilterProps {
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** Reimbursable: all, yes or no. */
export function ReimbursableFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Select
      label={t('filters.reimbursable')}
      placeholder={t('filters.all')}
      data={[
        { value: 'true', label: t('values.yes') },
        { value: 'false', label: t('values.no') },
      ]}
      value={value ?? null}
      onChange={onChange}
      clearable
      w={150}
    />
  );
}

export function ReviewStatusFilter({ value, onChange, clearable = true }: FilterProps & { clearable?: boolean }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Select
      label={t('filters.reviewStatus')}
      placeholder={t('filters.all')}
      data={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviewStatus.${s}`) }))}
      value={value ?? null}
      onChange={onChange}
      clearable={clearable}
      w={170}
    />
  );
}

export function ReviewTypeFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Select
      label={t('filters.reviewType')}
      placeholder={t('filters.all')}
      data={REVIEW_TYPES.map((s) => ({ value: s, label: t(`reviewType.${s}`) }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      w={160}
    />
  );
}

export function ReviewTagFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Select
      label={t('filters.reviewTag')}
      placeholder={t('filters.all')}
      data={REVIEW_TAGS.map((s) => ({ value: s, label: t(`reviewTag.${s}`) }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      w={210}
    />
  );
}

/** The error code, in words. */
export function ErrorCodeFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('charging-sessions');
  return (
    <Select
      label={t('filters.errorCode')}
      placeholder={t('filters.all')}
      data={SESSION_ERROR_CODES.map((c) => ({ value: String(c), label: t(`errorCode.${c}`) }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      w={220}
    />
  );
}
