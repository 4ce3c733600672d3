// The powers tables' filter choices.

export const AT_WILL = 'At-will';
export const LEVEL_OPTIONS = [AT_WILL, '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const CASTING_PERIOD_OPTIONS = ['1 action', '1 bonus action', '1 reaction', '1 hour', '8 hours', '1 minute', '10 minutes'] as const;
export const RANGE_OPTIONS = [
  'Varies',
  'Self',
  'Touch',
  '10 feet',
  '15 feet',
  '30 feet',
  '60 feet',
  '90 feet',
  '100 feet',
  '120 feet',
  '150 feet',
  '250 feet',
  '300 feet',
  '500 feet',
  'Unlimited',
] as const;
export const DURATION_OPTIONS = ['1 hour', '1 minute', '10 minutes', '24 hours', '8 hours', 'Instantaneous'] as const;
/** Tech powers add 'Until dispelled' to the duration choices. */
export const TECH_DURATION_OPTIONS = [...DURATION_OPTIONS, 'Until dispelled'] as const;
export const FORCE_ALIGNMENT_OPTIONS = ['Light', 'Dark', 'Universal'] as const;
