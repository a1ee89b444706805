; The module of seed 001 (GPUCompiler's propagate_argument_address_spaces!, for Metal), before
; the pass: a constant string in addrspace(2), passed to an internal reporter as a generic
; pointer through a constant addrspacecast. Address space 2 is not an NVPTX space: it parses,
; prints and verifies as is.
; test: roundtrip
; test: verify

@exception = private addrspace(2) constant [10 x i8] c"exception\00"

define void @caller() {
  call void @report_exception(ptr addrspacecast (ptr addrspace(2) @exception to ptr))
  ret void
}

define internal void @report_exception(ptr %ex) {
  %c = load i8, ptr %ex
  ret void
}

; ==== expected output ====
; @exception = private addrspace(2) constant [10 x i8] c"exception\00"
;
; define void @caller() {
;   call void @report_exception(ptr addrspacecast (ptr addrspace(2) @exception to ptr))
;   ret void
; }
;
; define internal void @report_exception(ptr %ex) {
;   %c = load i8, ptr %ex, align 1
;   ret void
; }
