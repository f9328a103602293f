import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the domain checks write: refusals, the plan notice and the owner's
// notices. English is the key; {name} stands for a value kept in place (platform/text/i18n.ts).
// src/server/texts.test.ts fails when a sentence of this module's code is missing here.

export const checksTextsId: Catalogue = {
  // What notFound() names.
  'Watched domain not found.': 'Domain yang dipantau tidak ditemukan.',
  'Probe not found.': 'Probe tidak ditemukan.',
  // Ids in paths.
  'Not a probe id.': 'Bukan ID probe.',
  'Not a watched domain id.': 'Bukan ID domain yang dipantau.',
  // Domain checks.
  'Already on line {line}.': 'Sudah ada di baris {line}.',
  'Enter at least one domain.': 'Masukkan minimal satu domain.',
  'Your plan watches at most {max} domains; you watch {used}.':
    'Paket Anda memantau maksimal {max} domain; Anda memantau {used}.',
  'At most {max} more.': 'Maksimal {max} lagi.',
  'You already watch {host}.': 'Anda sudah memantau {host}.',
  '{host} is already watched.': '{host} sudah dipantau.',
  'You can check {max} times a minute. Try again in {seconds} s.':
    'Anda dapat memeriksa {max} kali per menit. Coba lagi dalam {seconds} detik.',
  'A check of this domain is running. Its result shows here when it ends.':
    'Pemeriksaan domain ini sedang berjalan. Hasilnya muncul di sini setelah selesai.',
  'The shortest interval on your plan is {minutes} minutes.':
    'Interval terpendek pada paket Anda adalah {minutes} menit.',
  'Your plan has no automatic checks.': 'Paket Anda tidak menyertakan pemeriksaan otomatis.',
  'Your plan checks at most {max} domains automatically.':
    'Paket Anda memeriksa maksimal {max} domain secara otomatis.',
  'At most {max} automatic domains.': 'Maksimal {max} domain otomatis.',
  'Your plan changed.': 'Paket Anda berubah.',
  "1 schedule now runs every {minutes} minutes, your plan's shortest interval.":
    '1 jadwal sekarang berjalan setiap {minutes} menit, interval terpendek paket Anda.',
  "{count} schedules now run every {minutes} minutes, your plan's shortest interval.":
    '{count} jadwal sekarang berjalan setiap {minutes} menit, interval terpendek paket Anda.',
  'Automatic checks were turned off for 1 domain: your plan has none.':
    'Pemeriksaan otomatis dinonaktifkan untuk 1 domain: paket Anda tidak menyertakannya.',
  'Automatic checks were turned off for {count} domains: your plan has none.':
    'Pemeriksaan otomatis dinonaktifkan untuk {count} domain: paket Anda tidak menyertakannya.',
  "Automatic checks were turned off for 1 domain beyond your plan's {max}.":
    'Pemeriksaan otomatis dinonaktifkan untuk 1 domain yang melebihi batas {max} domain paket Anda.',
  "Automatic checks were turned off for {count} domains beyond your plan's {max}.":
    'Pemeriksaan otomatis dinonaktifkan untuk {count} domain yang melebihi batas {max} domain paket Anda.',
  '{name} is not one of the filtering resolvers in the check settings.':
    '{name} bukan salah satu resolver penyaring di pengaturan pemeriksaan.',
  '{name} is listed twice.': '{name} tercantum dua kali.',
  "Send the probe's token: Authorization: Bearer rkp_...": 'Kirim token probe: Authorization: Bearer rkp_...',
  'This probe token is unknown, or its probe was deleted.':
    'Token probe ini tidak dikenal, atau probe-nya sudah dihapus.',
  'This probe does not ask {resolver}.': 'Probe ini tidak bertanya ke {resolver}.',

  // The owner's notices (notice-texts.ts): a domain's new state, and the rotators it moved.
  '{domain} is blocked by {resolvers}': '{domain} diblokir oleh {resolvers}',
  '{domain} is down': '{domain} tidak dapat diakses',
  'certificate of {domain} expires in {days} days': 'Sertifikat {domain} kedaluwarsa dalam {days} hari',
  '{domain} is reachable again': '{domain} dapat diakses lagi',
  'Rotator destinations on {domain} paused in {links} link':
    'Tujuan rotator di {domain} dijeda pada {links} tautan',
  'Rotator destinations on {domain} paused in {links} links':
    'Tujuan rotator di {domain} dijeda pada {links} tautan',
  '{domain} is blocked: visitors go to the other destinations until it recovers.':
    '{domain} diblokir: pengunjung diarahkan ke tujuan lain sampai domain ini pulih.',
  '{domain} is down: visitors go to the other destinations until it recovers.':
    '{domain} tidak dapat diakses: pengunjung diarahkan ke tujuan lain sampai domain ini pulih.',
  'Rotator destinations on {domain} back in {links} link':
    'Tujuan rotator di {domain} aktif kembali pada {links} tautan',
  'Rotator destinations on {domain} back in {links} links':
    'Tujuan rotator di {domain} aktif kembali pada {links} tautan',
  '{domain} is reachable again: its destinations are back in rotation.':
    '{domain} dapat diakses lagi: tujuannya kembali masuk rotasi.',
  // A check's reasons, worded from their codes.
  'Blocked by {resolvers}': 'Diblokir oleh {resolvers}',
  'Block status unknown at {resolvers}': 'Status blokir tidak diketahui di {resolvers}',
  'DNS: no such domain (NXDOMAIN)': 'DNS: domain tidak ada (NXDOMAIN)',
  'DNS: no A or AAAA record': 'DNS: tidak ada record A atau AAAA',
  "DNS: the domain's resolver answered {rcode}": 'DNS: resolver domain menjawab {rcode}',
  'DNS: no answer ({detail})': 'DNS: tidak ada jawaban ({detail})',
  "DNS: the domain's resolver did not answer": 'DNS: resolver domain tidak menjawab',
  'No HTTP answer: {detail}': 'Tidak ada jawaban HTTP: {detail}',
  'No HTTP answer': 'Tidak ada jawaban HTTP',
  'HTTPS failed ({detail}); answered over HTTP': 'HTTPS gagal ({detail}); menjawab lewat HTTP',
  'Certificate not trusted: {detail}': 'Sertifikat tidak tepercaya: {detail}',
  'unknown issuer': 'penerbit tidak dikenal',
  'Certificate is for another name': 'Sertifikat ini untuk nama lain',
  'Certificate expired {days} day ago': 'Sertifikat kedaluwarsa {days} hari yang lalu',
  'Certificate expired {days} days ago': 'Sertifikat kedaluwarsa {days} hari yang lalu',
  'Certificate expires in {days} day': 'Sertifikat kedaluwarsa dalam {days} hari',
  'Certificate expires in {days} days': 'Sertifikat kedaluwarsa dalam {days} hari',
};

/** This module's texts in a reader's language. */
export const checksText = textsOf(checksTextsId);
