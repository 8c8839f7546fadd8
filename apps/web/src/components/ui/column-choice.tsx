import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A column the user may show or hide: shown until hidden, or hidden until picked. */
export type ColumnChoosable = 'shown' | 'hidden';

interface ChoosableColumn {
  key: string;
  header: ReactNode;
  choosable?: ColumnChoosable;
  /** The column's name in the picker when its header is not plain text. */
  pickerLabel?: string;
}

const STORAGE_PREFIX = 'fleetwatt.columns';

/** Whose choices the tables remember (the signed-in user's id); without it choices last for the page. */
const ColumnChoiceOwnerContext = createContext<string | null>(null);

export function ColumnChoiceOwner({ userId, children }: { userId: string; children: ReactNode }) {
  return <ColumnChoiceOwnerContext.Provider value={userId}>{children}</ColumnChoiceOwnerContext.Provider>;
}

type Choice = Record<string, boolean>;

function readChoice(storageKey: string | null): Choice {
  if (!storageKey) return {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

/**
 * The columns a table shows: every column that is not choosable, and the choosable ones as the user
 * picked them (remembered per user and table in this browser), else as the column says by default.
 *
 * A table wider than its frame fits itself (decision 0051): the choosable columns the user has not
 * decided on give way, the last first, until the table fits the frame (or `minWidth`, below which a
 * table scrolls inside its frame, as on a phone). The picker counts them as hidden and shows any of
 * them again on a click. A wider frame or new rows start the fitting over.
 */
export function useColumnChoice<C extends ChoosableColumn>(tableKey: string | undefined, columns: readonly C[], fit: { rows?: unknown; minWidth?: number } = {}) {
  const owner = useContext(ColumnChoiceOwnerContext);
  const storageKey = tableKey && owner ? `${STORAGE_PREFIX}.${owner}.${tableKey}` : null;
  const [choice, setChoice] = useState<Choice>(() => readChoice(storageKey));
  const [yielded, setYielded] = useState<readonly string[]>([]);
  const isShown = useCallback(
    (c: C) => !c.choosable || (choice[c.key] ?? (c.choosable === 'shown' && !yielded.includes(c.key))),
    [choice, yielded],
  );
  const setShown = useCallback(
    (key: string, shown: boolean) =>
      setChoice((prev) => {
        const next = { ...prev, [key]: shown };
        if (storageKey) {
          try {
            window.localStorage.setItem(storageKey, JSON.stringify(next));
          } catch {
            // A full or blocked storage keeps the choice for this page only.
          }
        }
        return next;
      }),
    [storageKey],
  );
  const visible = useMemo(() => columns.filter(isShown), [columns, isShown]);
  const choosable = useMemo(() => columns.filter((c) => c.choosable), [columns]);

  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  // New rows, another choice or a clearly wider frame (more than a scroll bar's width, so a scroll bar
  // coming and going cannot make it swing): every column gets its place back and the fitting starts over.
  const fittedWidth = useRef(0);
  const startOver = () => setYielded((prev) => (prev.length ? [] : prev));
  useLayoutEffect(startOver, [fit.rows, choice, columns.length]);
  useLayoutEffect(() => {
    if (frameWidth > fittedWidth.current + 24) startOver();
    if (frameWidth > fittedWidth.current + 24 || frameWidth < fittedWidth.current) fittedWidth.current = frameWidth;
  }, [frameWidth]);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!frame || !table || !frame.clientWidth) return;
    if (table.offsetWidth <= Math.max(frame.clientWidth, fit.minWidth ?? 0) + 1) return;
    const next = [...visible].reverse().find((c) => c.choosable === 'shown' && choice[c.key] === undefined);
    if (next) setYielded((prev) => [...prev, next.key]);
  }, [fit.minWidth, fit.rows, visible, choice, frameWidth]);
  return { visible, choosable, isShown, setShown, frameRef, tableRef };
}

/** "Columns": a list of the choosable columns with a box each, for a table too wide to show them all. */
export function ColumnPicker<C extends ChoosableColumn>({
  choosable,
  isShown,
  setShown,
}: {
  choosable: readonly C[];
  isShown: (c: C) => boolean;
  setShown: (key: string, shown: boolean) => void;
}) {
  const { t } = useTranslation('ui');
  const hidden = choosable.filter((c) => !isShown(c)).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns3 size={14} aria-hidden />}
        >
          {hidden ? t('columns.buttonHidden', { count: hidden }) : t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('columns.title')}>
          <Text size="sm" fw={600}>
            {t('columns.title')}
          </Text>
          {choosable.map((c) => (
            <Checkbox
              key={c.key}
              size="sm"
              label={c.pickerLabel ?? c.header}
              checked={isShown(c)}
              onChange={(e) => setShown(c.key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
