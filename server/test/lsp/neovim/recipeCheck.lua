-- Run after the README's init.lua has opened docs.json (see neovimRecipe.test.ts): waits until the docsjson client
-- is attached and its diagnostics arrived, opens an included JSON file, and writes what it saw as JSON to $OUT_FILE.
local out = { steps = {} }

local function clients(buf)
  local names = {}
  for _, c in pairs(vim.lsp.buf_get_clients(buf)) do table.insert(names, { name = c.name, id = c.id }) end
  return names
end

local ok, err = pcall(function()
  local docs = vim.api.nvim_get_current_buf()
  out.attached = vim.wait(20000, function() return #clients(docs) > 0 end, 20)
  out.clients = clients(docs)
  out.diagnosed = vim.wait(20000, function() return #vim.diagnostic.get(docs) > 0 end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(docs)) do
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, message = d.message, source = d.source })
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('INCLUDED_FILE')))
  local included = vim.api.nvim_get_current_buf()
  vim.wait(20000, function() return #clients(included) > 0 end, 20)
  out.included_clients = clients(included)
end)
if not ok then out.error = tostring(err) end
local f = io.open(os.getenv('OUT_FILE'), 'w')
f:write(vim.fn.json_encode(out))
f:close()
vim.cmd('qa!')
