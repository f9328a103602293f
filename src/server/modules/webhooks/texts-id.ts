import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the webhooks module writes: its refusals and the owners' notices.
// English is the key; {name} stands for a value kept in place (platform/text/i18n.ts).

export const webhooksTextsId: Catalogue = {
  'Webhook not found.': 'Webhook tidak ditemukan.',
  'Delivery not found.': 'Pengiriman tidak ditemukan.',
  // A test event's data: written in English, as every payload is (receivers are programs).
  'A test event from Ringkas.': 'Peristiwa uji dari Ringkas.',
  'Webhooks are not included in your plan.': 'Webhook tidak termasuk dalam paket Anda.',
  'A workspace has at most {max} webhook endpoints.':
    'Ruang kerja dapat memiliki maksimal {max} endpoint webhook.',
  'Turn the endpoint on to send it a test event.': 'Aktifkan endpoint untuk mengirim peristiwa uji.',
  'Turn the endpoint on to resend to it.': 'Aktifkan endpoint untuk mengirim ulang ke sana.',
  // The owners' notices (webhook-notices.ts).
  'Webhook deliveries to {host} are failing': 'Pengiriman webhook ke {host} terus gagal',
  '{failures} deliveries in a row have failed. After {max} the endpoint is turned off.':
    '{failures} pengiriman berturut-turut gagal. Setelah {max}, endpoint akan dinonaktifkan.',
  'Webhook endpoint {host} was turned off': 'Endpoint webhook {host} dinonaktifkan',
  '{reason} Fix the receiver, then turn the endpoint on again.':
    '{reason} Perbaiki penerimanya, lalu aktifkan kembali endpoint-nya.',
  'Its delivery log: {url}': 'Log pengirimannya: {url}',
  // Why an endpoint was turned off, and why a try had no answer (delivery.ts).
  'The endpoint answered 410 Gone.': 'Endpoint menjawab 410 Gone.',
  '{max} deliveries in a row failed.': '{max} pengiriman berturut-turut gagal.',
  'No answer within {seconds} s.': 'Tidak ada jawaban dalam {seconds} detik.',
  'The request failed.': 'Permintaan gagal.',
  'The endpoint is turned off.': 'Endpoint dinonaktifkan.',
  'The endpoint is gone.': 'Endpoint sudah tidak ada.',
};

export const webhooksText = textsOf(webhooksTextsId);
