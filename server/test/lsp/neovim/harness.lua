-- What the Neovim scripts share: the output table written to $OUT_FILE, the diagnostics the server published,
-- starting and stopping docsjson-language-server as a client, and the end that always runs (write the output,
-- quit), so that a failing script still reports and never hangs. Loaded with dofile() by the scripts beside it.
local H = {}
H.root = os.getenv('SITE_ROOT')
H.out = { steps = {} }
local published = {}

function H.step(name) table.insert(H.out.steps, name) end

--- The last publishDiagnostics for `uri`, or nil.
function H.last_for(uri)
  local last = nil
  for _, p in ipairs(published) do
    if p.uri == uri then last = p end
  end
  return last
end

--- The first diagnostic of `p` with `code`, or nil.
function H.find_code(p, code)
  if not p then return nil end
  for _, d in ipairs(p.diagnostics) do
    if d.code == code then return d end
  end
  return nil
end

function H.start_client()
  local client_id = vim.lsp.start_client({
    name = 'docsjson',
    cmd = { os.getenv('NODE_BIN'), os.getenv('SERVER_MAIN'), '--stdio' },
    root_dir = H.root,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
        table.insert(published, result)
        return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      end,
    },
  })
  if not client_id then error('start_client failed') end
  H.step('started')
  return client_id
end

function H.stop_client(client_id)
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 10)
  H.step('stopped')
end

--- Runs `fn`, then writes the output (with the error, if any) and quits Neovim.
function H.run(fn)
  local ok, err = pcall(fn)
  if not ok then H.out.error = tostring(err) end
  vim.fn.writefile({ vim.fn.json_encode(H.out) }, os.getenv('OUT_FILE'))
  vim.cmd('qa!')
end

return H
