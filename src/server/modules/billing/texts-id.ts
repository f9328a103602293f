import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English billing writes: refusals, an order's state, the buyer's notices and
// mails. English is the key; {name} stands for a value kept in place (platform/text/i18n.ts).
// src/server/texts.test.ts fails when a sentence of this module's code is missing here.

export const billingTextsId: Catalogue = {
  // What notFound() names.
  'Order not found.': 'Pesanan tidak ditemukan.',
  'Plan not found.': 'Paket tidak ditemukan.',
  // Ids in paths.
  'Not a plan id.': 'Bukan ID paket.',
  // Billing.
  'Enter the server key to turn Midtrans on.': 'Masukkan server key untuk mengaktifkan Midtrans.',
  'Add at least one account to turn bank transfer on.':
    'Tambahkan minimal satu rekening untuk mengaktifkan transfer bank.',
  'Enter a server key to test, or save one first.':
    'Masukkan server key untuk diuji, atau simpan terlebih dahulu.',
  'Midtrans did not answer: {why}': 'Midtrans tidak menjawab: {why}',
  'There is no plan named "{plan}" on sale.': 'Tidak ada paket bernama "{plan}" yang dijual.',
  'The free trial is given once, when an account is made; it is not bought.':
    'Uji coba gratis diberikan sekali saat akun dibuat; uji coba tidak dapat dibeli.',
  'Online payment is not available now.': 'Pembayaran online sedang tidak tersedia.',
  'Bank transfer is not available now.': 'Transfer bank sedang tidak tersedia.',
  'The payment page could not be opened. Try again in a moment.':
    'Halaman pembayaran tidak dapat dibuka. Coba lagi sebentar lagi.',
  'This order is paid online, not by transfer.': 'Pesanan ini dibayar online, bukan lewat transfer.',
  'This order is {state}: nothing more to send.': 'Pesanan ini {state}: tidak ada lagi yang perlu dikirim.',
  'The transfer cannot be in the future.': 'Waktu transfer tidak boleh di masa mendatang.',
  'This order is {state} and cannot be cancelled.': 'Pesanan ini {state} dan tidak dapat dibatalkan.',
  'This order is {state}.': 'Pesanan ini {state}.',
  'This order has expired. Choose the plan again.': 'Pesanan ini sudah kedaluwarsa. Pilih paketnya lagi.',
  'This order has no payment page. Choose the plan again.':
    'Pesanan ini tidak memiliki halaman pembayaran. Pilih paketnya lagi.',
  'A receipt exists once the order is paid.': 'Bukti pembayaran tersedia setelah pesanan dibayar.',
  'Only a bank transfer is approved by hand.': 'Hanya transfer bank yang disetujui secara manual.',
  'This order is already paid.': 'Pesanan ini sudah dibayar.',
  'This order is {state} and cannot be approved.': 'Pesanan ini {state} dan tidak dapat disetujui.',
  'Only a bank transfer is rejected by hand.': 'Hanya transfer bank yang ditolak secara manual.',
  'This order is {state} and cannot be rejected.': 'Pesanan ini {state} dan tidak dapat ditolak.',
  // An order's state, inside the sentences above.
  pending: 'masih menunggu pembayaran',
  paid: 'sudah dibayar',
  failed: 'gagal',
  expired: 'sudah kedaluwarsa',
  refunded: 'sudah dikembalikan dananya',
  cancelled: 'sudah dibatalkan',
  '"basic" is the plan of accounts without a subscription; choose another name.':
    '"basic" adalah paket untuk akun tanpa langganan; pilih nama lain.',
  'A plan with this name exists. Choose another name.': 'Paket dengan nama ini sudah ada. Pilih nama lain.',
  'Accounts are on this plan, so its name cannot change.':
    'Ada akun yang memakai paket ini, jadi namanya tidak dapat diubah.',

  // What billing tells a buyer (billing-texts.ts): notices, the plan-change mail and the receipt.
  '{brand} {plan}, {days} days': '{brand} {plan}, {days} hari',
  'Payment received: {plan} is active': 'Pembayaran diterima: paket {plan} aktif',
  '{amount} for {plan} ({orderId}). Your plan runs until {until}.':
    '{amount} untuk paket {plan} ({orderId}). Paket Anda berlaku hingga {until}.',
  'Your transfer for {plan} was not accepted': 'Transfer Anda untuk paket {plan} tidak diterima',
  '{reason} (order {orderId}). Contact support if you did pay.':
    '{reason} (pesanan {orderId}). Hubungi dukungan jika Anda sudah membayar.',
  'Your {plan} plan ends on {day}': 'Paket {plan} Anda berakhir pada {day}',
  'Renew it to keep cloaking rules, rotators, checks and your link limit.':
    'Perpanjang paket Anda agar tetap bisa memakai aturan cloaking, rotator, pemeriksaan domain, dan batas tautan Anda.',
  'Your {plan} plan has ended': 'Paket {plan} Anda telah berakhir',
  'Your links keep working. Paid features are off until you choose a plan again.':
    'Tautan Anda tetap berfungsi. Fitur berbayar nonaktif sampai Anda memilih paket lagi.',
  'Your plan is now {plan}': 'Paket Anda sekarang {plan}',
  'An administrator put your account on {plan}, with no end date.':
    'Administrator memindahkan akun Anda ke paket {plan}, tanpa tanggal berakhir.',
  'An administrator put your account on {plan}, running until {until}.':
    'Administrator memindahkan akun Anda ke paket {plan}, berlaku hingga {until}.',
  'Your {plan} plan now runs until {until}': 'Paket {plan} Anda kini berlaku hingga {until}',
  'An administrator extended your plan.': 'Administrator memperpanjang paket Anda.',
  'Your plan: {url}': 'Paket Anda: {url}',
  '{brand} receipt {invoice}': 'Bukti pembayaran {brand} {invoice}',
  'Thank you for your payment.': 'Terima kasih atas pembayaran Anda.',
  'Invoice: {invoice}': 'Faktur: {invoice}',
  'Order: {orderId}': 'Pesanan: {orderId}',
  'Plan: {plan} ({days} days)': 'Paket: {plan} ({days} hari)',
  'Amount: {amount}': 'Jumlah: {amount}',
  'Paid: {paid}': 'Dibayar: {paid}',
  'Your plan runs until {until}.': 'Paket Anda berlaku hingga {until}.',
  'Receipts: {url}': 'Bukti pembayaran: {url}',
};

/** This module's texts in a reader's language. */
export const billingText = textsOf(billingTextsId);
