import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the workspaces module writes. English is the key; {name} stands for
// a value kept in place (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of
// this module's code is missing here.

export const workspacesTextsId: Catalogue = {
  'Not an invitation id.': 'Bukan id undangan.',
  // What notFound() names.
  'Workspace not found.': 'Ruang kerja tidak ditemukan.',
  'Member not found.': 'Anggota tidak ditemukan.',
  'Invitation not found.': 'Undangan tidak ditemukan.',

  // Workspaces.
  'That slug is taken. Choose another one.': 'Slug itu sudah dipakai. Pilih yang lain.',
  'Another workspace uses this slug.': 'Ruang kerja lain sudah memakai slug ini.',
  'An account can own at most {ownedTeamsMax} team workspaces. Delete one you no longer use.':
    'Satu akun maksimal memiliki {ownedTeamsMax} ruang kerja tim. Hapus yang tidak lagi Anda pakai.',
  'A personal workspace goes only with its account. Delete the account in Settings.':
    'Ruang kerja pribadi hanya terhapus bersama akunnya. Hapus akun di Pengaturan.',
  'Type the workspace’s slug to delete it.': 'Ketik slug ruang kerja untuk menghapusnya.',
  'Type {slug} to confirm.': 'Ketik {slug} untuk mengonfirmasi.',

  // Members.
  'A workspace needs an owner. Make another member an owner first, or delete the workspace.':
    'Ruang kerja memerlukan pemilik. Jadikan anggota lain pemilik terlebih dahulu, atau hapus ruang kerja.',
  'Only an owner can make or unmake an owner.': 'Hanya pemilik yang dapat menjadikan atau mencabut pemilik.',
  'The account a personal workspace belongs to stays its owner.':
    'Akun pemilik ruang kerja pribadi tetap menjadi pemiliknya.',
  'Your role in this workspace cannot do this.': 'Peran Anda di ruang kerja ini tidak dapat melakukan ini.',
  'You cannot leave your personal workspace.': 'Anda tidak dapat keluar dari ruang kerja pribadi Anda.',

  // Invitations.
  'You cannot give a role above your own.': 'Anda tidak dapat memberikan peran di atas peran Anda sendiri.',
  '{email} is a member already.': '{email} sudah menjadi anggota.',
  'This address is a member already.': 'Alamat ini sudah menjadi anggota.',
  '{email} is invited already. Resend the invitation from the list.':
    '{email} sudah diundang. Kirim ulang undangan dari daftar.',
  'This address is invited already.': 'Alamat ini sudah diundang.',
  "This workspace's plan has {seats} seats, held by members and open invitations. Choose a larger plan, or remove someone first.":
    'Paket ruang kerja ini memiliki {seats} kursi, terisi oleh anggota dan undangan yang masih terbuka. Pilih paket yang lebih besar, atau keluarkan seseorang terlebih dahulu.',
  'This invitation was sent {max} times in the last hour. Try again in {retryAfterSeconds} s.':
    'Undangan ini sudah dikirim {max} kali dalam satu jam terakhir. Coba lagi dalam {retryAfterSeconds} detik.',
  'This invitation is no longer valid: it was used, revoked or has expired.':
    'Undangan ini tidak berlaku lagi: sudah dipakai, dicabut, atau kedaluwarsa.',
  'This invitation is for {email}. Sign in with that address to accept it.':
    'Undangan ini untuk {email}. Masuklah dengan alamat itu untuk menerimanya.',
  'The invitation email could not be sent. Try again in a few minutes.':
    'Email undangan tidak dapat dikirim. Coba lagi dalam beberapa menit.',

  // The invitation email (mail-texts.ts).
  '{inviter} invited you to {workspace} on {issuer}': '{inviter} mengundang Anda ke {workspace} di {issuer}',
  '{inviter} invited you to join the workspace {workspace} on {issuer} as {role}.':
    '{inviter} mengundang Anda bergabung ke ruang kerja {workspace} di {issuer} sebagai {role}.',
  'Accept the invitation: {url}': 'Terima undangan: {url}',
  'Sign in or create an account with this email address to join. The link works once and expires in 7 days. If you did not expect it, ignore this email.':
    'Masuk atau buat akun dengan alamat email ini untuk bergabung. Tautan ini hanya bisa dipakai sekali dan berlaku selama 7 hari. Jika Anda tidak mengharapkannya, abaikan email ini.',
  'an owner': 'pemilik',
  'an admin': 'admin',
  'a member': 'anggota',
  'a viewer': 'pembaca',
};

/** This module's texts in a reader's language. */
export const workspacesText = textsOf(workspacesTextsId);
