// Expense categories: ids in the spec's matching order, with display name and emoji.
export const CATEGORY_IDS = ['food', 'transport', 'business', 'bills', 'other'] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: Record<CategoryId, { name: string; emoji: string }> = {
  food: { name: 'Food', emoji: '🍚' },
  transport: { name: 'Transport', emoji: '🚌' },
  business: { name: 'Business', emoji: '💼' },
  bills: { name: 'Bills', emoji: '📱' },
  other: { name: 'Other', emoji: '💰' },
};
