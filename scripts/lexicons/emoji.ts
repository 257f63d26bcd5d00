// Which emoji's words name what a category pays for, by the spec's five categories (issue 37): the
// CLDR groups a person buys from. Medicine, pharmacy and clinic are `other` (the spec has no health
// category) and are listed so their words outrank the shop they were bought in.
import type { CategoryId } from '../../domain/categories.ts';

/** Food and drink: fruit, vegetables, prepared and Asian food, sea food, sweets, drinks, a meal's plate. */
const FOOD = `🍇 🍈 🍉 🍊 🍋 🍌 🍍 🥭 🍎 🍏 🍐 🍑 🍒 🍓 🫐 🥝 🍅 🫒 🥥 🥑 🍆 🥔 🥕 🌽 🌶 🫑 🥒 🥬 🥦 🧄 🧅 🥜 🫘 🌰 🫚 🫛
  🍞 🥐 🥖 🫓 🥨 🥯 🥞 🧇 🧀 🍖 🍗 🥩 🥓 🍔 🍟 🍕 🌭 🥪 🌮 🌯 🫔 🥙 🧆 🥚 🍳 🥘 🍲 🫕 🥣 🥗 🍿 🧈 🧂 🥫
  🍱 🍘 🍙 🍚 🍛 🍜 🍝 🍠 🍢 🍣 🍤 🍥 🥮 🍡 🥟 🥠 🥡 🦀 🦞 🦐 🦑 🦪 🐟 🐠 🐡 🌾
  🍦 🍧 🍨 🍩 🍪 🎂 🍰 🧁 🥧 🍫 🍬 🍭 🍮 🍯 🍼 🥛 ☕ 🫖 🍵 🍶 🍾 🍷 🍸 🍹 🍺 🍻 🥂 🥃 🥤 🧋 🧃 🧉 🍽 🍴`;

/** Getting about: trains, buses, taxis, cars, motorbikes, bicycles, boats, planes, fuel, tickets, parking. */
const TRANSPORT = `🚂 🚃 🚄 🚅 🚆 🚇 🚈 🚉 🚊 🚝 🚞 🚋 🚌 🚍 🚎 🚐 🚕 🚖 🚗 🚘 🚙 🛻 🚚 🚛 🏍 🛵 🛺 🚲 🛴 🚏 ⛽ 🛞
  ⛴ 🚢 🚤 ⛵ 🛶 ✈ 🛩 🛫 🛬 🚁 🚠 🚡 🚟 💺 🎫 🅿`;

/** Charges that come back: electricity, water, the phone and its signal, a home, school. */
const BILLS = '💡 🔌 🚰 📱 📲 ☎ 📞 📶 🛜 📡 🏠 🏡 🏘 🏫';

/** The trade: the shop and its stock, tools, sewing, a scale, a factory, a briefcase. */
const BUSINESS = '🏪 🏬 🏭 💼 🧰 🔧 🔨 🪛 🪚 🛠 ⛏ 🪓 ⚒ 🔩 🪜 🧵 🪡 🧶 ⚖';

/** Health: pills, syringes, the hospital, the doctor's things. */
const OTHER = '💊 💉 🩺 🩹 🩼 🏥 🦷';

const list = (text: string) => text.split(/\s+/u).filter(Boolean);

export const EMOJI_CATEGORIES: ReadonlyMap<string, CategoryId> = new Map([
  ...list(FOOD).map((emoji) => [emoji, 'food'] as const),
  ...list(TRANSPORT).map((emoji) => [emoji, 'transport'] as const),
  ...list(BILLS).map((emoji) => [emoji, 'bills'] as const),
  ...list(BUSINESS).map((emoji) => [emoji, 'business'] as const),
  ...list(OTHER).map((emoji) => [emoji, 'other'] as const),
]);

/**
 * Emoji whose CLDR keywords are poetry rather than what is bought (a house is "where the heart is",
 * a speedboat "billionaire", a waffle "indecisive"): only their names are read.
 */
export const NAMES_ONLY: ReadonlySet<string> = new Set(list(
  '🏠 🏡 🚤 ⛵ 🚲 🛞 🚙 🍼 🥠 🧇 🥨 🍬 🍳 🍹 🍻 🍸 🍷 🥂 🍾 🦪 🧂 🫚 🍿 🌽 🫕 🥮 🎂 🐟 🐠 🐡 🦀 💡 📡 🚠 🪜 🪓 🩼 ⚖ 💉',
));
