import { defineMessages } from './define';

/**
 * Labels of the call request form (spec §2 Dialogs: name, message, a list of contacts of type
 * plus contact value, Save Request) and the contact type names of spec §3.
 */
export const callRequestMessages = defineMessages({
  'callRequest.title': { tr: 'Sizi Arayalım', en: 'Call Request' },
  'callRequest.field.name': { tr: 'Ad Soyad', en: 'Name' },
  'callRequest.field.message': { tr: 'Mesaj', en: 'Message' },
  'callRequest.field.contacts': { tr: 'İletişim Bilgileri', en: 'Contacts' },
  'callRequest.field.contactType': { tr: 'İletişim Türü', en: 'Contact Type' },
  'callRequest.field.contact': { tr: 'İletişim Bilgisi', en: 'Contact' },
  'callRequest.addContact': { tr: 'İletişim Bilgisi Ekle', en: 'Add Contact' },
  'callRequest.removeContact': { tr: 'Kaldır', en: 'Remove' },
  'callRequest.submit': { tr: 'Talebi Kaydet', en: 'Save Request' },
  'contactType.1': { tr: 'Telefon', en: 'Phone' },
  'contactType.2': { tr: 'Whatsapp', en: 'Whatsapp' },
  'contactType.3': { tr: 'Telegram', en: 'Telegram' },
  'contactType.4': { tr: 'E-posta', en: 'Email' },
});
