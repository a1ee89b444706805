; A definition needs a block.
; test: parse-error function body requires at least one basic block

define void @f() {
}

; ==== expected output ====
; parse error: 4:18: function body requires at least one basic block
