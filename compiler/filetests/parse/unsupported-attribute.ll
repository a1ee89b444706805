; Attributes without meaning for NVPTX (allocsize, vscale_range, allockind, initializes) are
; outside the subset.
; test: parse-error unsupported attribute 'vscale_range'

define void @f() vscale_range(1,16) {
  ret void
}

; ==== expected output ====
; parse error: 5:18: unsupported attribute 'vscale_range'
