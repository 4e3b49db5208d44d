-- Drives docsjson-language-server from a real editor: headless Neovim 0.7 (vim.lsp.start_client, no snippets,
-- UTF-16, push diagnostics, no didChangeWatchedFiles). Writes what it saw as JSON to $OUT_FILE; the mocha test
-- (neovim.test.ts) asserts on it. Every wait is bounded; the script always writes its output and quits.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')
local root, out, step, last_for, find_code = H.root, H.out, H.step, H.last_for, H.find_code

local function run()
  local client_id = H.start_client()

  vim.cmd('edit ' .. root .. '/docs.json')
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  local uri = vim.uri_from_bufnr(buf)
  out.uri = uri

  local got = vim.wait(20000, function() return find_code(last_for(uri), 'page-missing') ~= nil end, 10)
  out.opened = got
  local p = last_for(uri)
  out.diagnostics = p and p.diagnostics or {}
  out.vim_diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.vim_diagnostics, { lnum = d.lnum, col = d.col, message = d.message, source = d.source, severity = d.severity })
  end
  step('diagnostics')

  -- Completion inside the first entry of "pages" (right after its opening quote) and inside the endpoint entry.
  local function complete(line, character)
    local params = { textDocument = { uri = uri }, position = { line = line, character = character } }
    local responses = vim.lsp.buf_request_sync(buf, 'textDocument/completion', params, 10000)
    local labels = {}
    for _, r in pairs(responses or {}) do
      local items = r.result and (r.result.items or r.result) or {}
      for _, item in ipairs(items) do table.insert(labels, item.label) end
    end
    return labels
  end
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for i, l in ipairs(lines) do
    local s = l:find('"intro"', 1, true)
    if s then out.page_completion = complete(i - 1, s) end
    local e = l:find('"GET /users"', 1, true)
    if e then out.endpoint_completion = complete(i - 1, e) end
  end
  step('completion')

  -- Definition of the "intro" entry.
  for i, l in ipairs(lines) do
    local s = l:find('"intro"', 1, true)
    if s then
      local responses = vim.lsp.buf_request_sync(buf, 'textDocument/definition', { textDocument = { uri = uri }, position = { line = i - 1, character = s + 1 } }, 10000)
      for _, r in pairs(responses or {}) do
        local loc = r.result and r.result[1]
        if loc then out.definition = loc.uri or loc.targetUri end
      end
      break
    end
  end
  step('definition')

  -- Create the missing page. Neovim 0.7 has no workspace/didChangeWatchedFiles, so the server learns about the
  -- new file when it is saved or opened in the editor (as an author does after creating it).
  -- The quick fix creates it: ask for code actions on the diagnostic and apply "Create guides/new.mdx".
  local missing = nil
  for _, d in ipairs(out.diagnostics) do
    if d.code == 'page-missing' then missing = d end
  end
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = missing.range,
    context = { diagnostics = { missing } },
  }, 10000)
  out.actions = {}
  for _, r in pairs(responses or {}) do
    for _, action in ipairs(r.result or {}) do
      table.insert(out.actions, action.title)
      if action.title == 'Create guides/new.mdx' then
        vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
      end
    end
  end
  -- The edit fills the new file's buffer; saving writes it (as an author does).
  vim.cmd('silent! wall')
  out.created = vim.fn.filereadable(root .. '/guides/new.mdx') == 1
  if out.created then
    out.created_text = table.concat(vim.fn.readfile(root .. '/guides/new.mdx'), '\n')
  end
  step('fixed')
  vim.cmd('edit ' .. root .. '/guides/new.mdx')
  vim.lsp.buf_attach_client(vim.api.nvim_get_current_buf(), client_id)
  out.cleared = vim.wait(20000, function()
    local last = last_for(uri)
    return last ~= nil and find_code(last, 'page-missing') == nil
  end, 10)
  local after = last_for(uri)
  out.after = after and after.diagnostics or {}
  step('cleared')

  H.stop_client(client_id)
end

H.run(run)
