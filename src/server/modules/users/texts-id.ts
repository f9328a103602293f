import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English user management and the API keys write. English is the key; {name}
// stands for a value kept in place (platform/text/i18n.ts). src/server/texts.test.ts fails when a
// sentence of this module's code is missing here.

export const usersTextsId: Catalogue = {
  // What notFound() names.
  'User not found.': 'Pengguna tidak ditemukan.',
  'API key not found.': 'Kunci API tidak ditemukan.',
  'Workspace not found.': 'Ruang kerja tidak ditemukan.',
  // Workspaces: a role below the route's.
  'Your role in this workspace cannot do this.': 'Peran Anda di ruang kerja ini tidak dapat melakukan ini.',
  // Accounts, sessions and API keys.
  'This account is disabled. Contact the site administrator.':
    'Akun ini dinonaktifkan. Hubungi administrator situs.',
  'The API key is not valid: it may be mistyped, revoked or expired.':
    'Kunci API tidak valid: mungkin salah ketik, sudah dicabut, atau kedaluwarsa.',
  'API keys cannot use this route; sign in to the web app instead.':
    'Kunci API tidak dapat memakai rute ini; masuklah ke aplikasi web.',
  'This API key does not have the {scope} scope.': 'Kunci API ini tidak memiliki cakupan {scope}.',
  'This API key may make {max} requests a minute on its plan. Try again in {seconds} s.':
    'Kunci API ini boleh mengirim {max} permintaan per menit pada paketnya. Coba lagi dalam {seconds} detik.',
  'A workspace can hold at most {max} API keys. Revoke one you no longer use.':
    'Satu ruang kerja maksimal memiliki {max} kunci API. Cabut kunci yang tidak lagi Anda pakai.',
  'You cannot give a role above your own.': 'Anda tidak dapat memberikan peran di atas peran Anda sendiri.',
  'Admin access is required.': 'Diperlukan akses admin.',
  'That username is taken.': 'Nama pengguna itu sudah dipakai.',
  'This username is already taken. Choose another one.': 'Nama pengguna ini sudah dipakai. Pilih yang lain.',
  'Choose one of your domains.': 'Pilih salah satu domain Anda.',
  'The last admin cannot be demoted. Grant admin to someone else first.':
    'Admin terakhir tidak dapat diturunkan. Jadikan orang lain admin terlebih dahulu.',

  // User management.
  'There is no plan named "{plan}".': 'Tidak ada paket bernama "{plan}".',
  'The basic plan has no end to extend. Set a plan first.':
    'Paket basic tidak memiliki tanggal berakhir untuk diperpanjang. Tetapkan paket terlebih dahulu.',
  'Set a plan first: basic has no end.':
    'Tetapkan paket terlebih dahulu: basic tidak memiliki tanggal berakhir.',
  'You cannot revoke your own admin rights. Ask another admin.':
    'Anda tidak dapat mencabut hak admin Anda sendiri. Mintalah admin lain.',
  'You cannot disable your own account.': 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  'The last admin cannot be disabled.': 'Admin terakhir tidak dapat dinonaktifkan.',
  'You cannot delete your own account here.': 'Anda tidak dapat menghapus akun Anda sendiri di sini.',
  'The last admin cannot be deleted.': 'Admin terakhir tidak dapat dihapus.',
  // Their fields' reasons, shown beside the field.
  'Only another admin can revoke your admin rights.': 'Hanya admin lain yang dapat mencabut hak admin Anda.',
  'Only another admin can disable your account.': 'Hanya admin lain yang dapat menonaktifkan akun Anda.',
  'Only another admin can delete your account.': 'Hanya admin lain yang dapat menghapus akun Anda.',
  'Make another account an admin first: the install needs one.':
    'Jadikan akun lain admin terlebih dahulu: instalasi ini memerlukan admin.',
};

/** This module's texts in a reader's language. */
export const usersText = textsOf(usersTextsId);
