// Sauti on WhatsApp as the app shows it: the business number to write to, when the channel is on.
import { builder } from '../builder.ts';

builder.queryFields((t) => ({
  whatsAppNumber: t.string({
    nullable: true,
    description: "Sauti's WhatsApp number as people dial it (WHATSAPP_DISPLAY_NUMBER); null when the WhatsApp channel is off.",
    resolve: (_root, _args, { app }) => app.whatsApp?.settings.displayNumber ?? null,
  }),
}));
