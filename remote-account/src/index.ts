// This remote runs inside the shell, which loads ./module through its mf-manifest.json.
// Opened on its own, the dev server only serves the federated files.
export const standalone =
  'oyna_account: open the shell at http://localhost:8080 to use this remote.';
