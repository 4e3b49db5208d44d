;;; session.el --- drives the README's eglot recipe in batch-mode Emacs (see emacsRecipe.test.ts)  -*- lexical-binding: t -*-
;; Loaded after the recipe. Opens $DOCS_FILE as a user would, waits (bounded) for eglot to connect and for Flymake
;; to show the server's diagnostics, asks for page completions after text typed in a "pages" entry, completes one
;; with `completion-at-point' and writes what it saw as JSON to $OUT_FILE. Always writes and exits.
(require 'eglot)
(require 'json)
(require 'cl-lib)

(defvar docsjson-out nil)
(defun docsjson-note (key value) (push (cons key value) docsjson-out))

(defun docsjson-wait (pred seconds)
  "Process input until PRED is true or SECONDS pass; return PRED's last value."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall pred)))

(defvar docsjson-text nil "The file's text as opened.")

(defun docsjson-type-entry (typed)
  "Make the entry \"intro\" read TYPED, with point at its end, as if typed there."
  (erase-buffer)
  (insert (replace-regexp-in-string "\"intro\"" (concat "\"" typed "\"") docsjson-text t t))
  (goto-char (point-min))
  (search-forward (concat "\"" typed "\""))
  (backward-char 1))

(defun docsjson-candidates (typed)
  "What eglot's completion table offers after TYPED: the text it filters on, and the candidates."
  (docsjson-type-entry typed)
  (let* ((capf (eglot-completion-at-point))
         (probe (buffer-substring-no-properties (nth 0 capf) (point))))
    (list probe (all-completions probe (nth 2 capf)))))

(condition-case err
    (progn
      (find-file (getenv "DOCS_FILE"))
      (setq docsjson-text (buffer-string))
      (docsjson-note 'mode (symbol-name major-mode))
      ;; eglot-ensure connects after the first command in the buffer.
      (run-hooks 'post-command-hook)
      (docsjson-note 'managed (and (docsjson-wait #'eglot-managed-p 20) t))
      (docsjson-wait #'flymake-diagnostics 20)
      (docsjson-note 'diagnostics (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
      (docsjson-note 'completions
                     (mapcar (lambda (typed) (cons typed (docsjson-candidates typed)))
                             '("guides/" "guides/in" "guides/get-st")))
      ;; One unique candidate: completion-at-point inserts it and eglot applies the server's edit.
      (docsjson-type-entry "guides/get-st")
      (completion-at-point)
      (docsjson-note 'completed (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
  (error (docsjson-note 'error (error-message-string err))))

(with-temp-file (getenv "OUT_FILE") (insert (json-encode docsjson-out)))
(kill-emacs 0)
