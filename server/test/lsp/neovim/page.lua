-- Drives docsjson-language-server from headless Neovim 0.7 on an MDX page: opens a page with an unclosed component,
-- waits for the mdx-syntax diagnostic, types `<Ca` and applies the completion of the component name (Neovim 0.7
-- sends no snippet support: plain names), finishes the tag, closes the outer component, and waits for the
-- diagnostic to clear. Writes what it saw as JSON to $OUT_FILE (asserted by neovimPage.test.ts); every wait is
-- bounded, and the script always writes its output and quits.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')
local root, out, step, last_for, find_code = H.root, H.out, H.step, H.last_for, H.find_code

local function run()
  local client_id = H.start_client()

  vim.cmd('edit ' .. root .. '/guides/broken.mdx')
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  local uri = vim.uri_from_bufnr(buf)
  out.uri = uri

  out.opened = vim.wait(20000, function() return find_code(last_for(uri), 'mdx-syntax') ~= nil end, 10)
  out.syntax = find_code(last_for(uri), 'mdx-syntax')
  out.vim_diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.vim_diagnostics, { lnum = d.lnum, col = d.col, message = d.message })
  end
  step('diagnostics')

  -- A new line `<Ca` after the last line, then completion at its end.
  local last_line = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_buf_set_lines(buf, last_line, last_line, false, { '<Ca' })
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/completion', {
    textDocument = { uri = uri },
    position = { line = last_line, character = 3 },
  }, 10000)
  out.completion = {}
  local card = nil
  for _, r in pairs(responses or {}) do
    local items = r.result and (r.result.items or r.result) or {}
    for _, item in ipairs(items) do
      table.insert(out.completion, item.label)
      if item.label == 'Card' then card = item end
    end
  end
  if not card then error('no Card among the completions') end
  out.card_format = card.insertTextFormat
  vim.lsp.util.apply_text_edits({ card.textEdit }, buf, 'utf-16')
  out.completed_line = vim.api.nvim_buf_get_lines(buf, last_line, last_line + 1, false)[1]
  step('completion')

  -- Finish the inner tag and close the outer component.
  vim.api.nvim_buf_set_text(buf, last_line, #out.completed_line, last_line, #out.completed_line, { ' title="Inner" />' })
  vim.api.nvim_buf_set_lines(buf, last_line + 1, last_line + 1, false, { '</Card>' })
  out.fixed_text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  step('fixed')

  out.cleared = vim.wait(20000, function()
    local last = last_for(uri)
    return last ~= nil and find_code(last, 'mdx-syntax') == nil
  end, 10)
  local after = last_for(uri)
  out.after = after and after.diagnostics or {}
  step('cleared')

  H.stop_client(client_id)
end

H.run(run)
