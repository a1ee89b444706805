; Seed 001 after the InferAddressSpaces run that follows: the entry cast folded away and the
; load done in addrspace(2).
; test: roundtrip
; test: verify

@exception = private addrspace(2) constant [10 x i8] c"exception\00"

define void @caller() {
  call void @report_exception(ptr addrspace(2) @exception)
  ret void
}

define internal void @report_exception(ptr addrspace(2) %ex) {
  %c = load i8, ptr addrspace(2) %ex
  ret void
}

; ==== expected output ====
; @exception = private addrspace(2) constant [10 x i8] c"exception\00"
;
; define void @caller() {
;   call void @report_exception(ptr addrspace(2) @exception)
;   ret void
; }
;
; define internal void @report_exception(ptr addrspace(2) %ex) {
;   %c = load i8, ptr addrspace(2) %ex, align 1
;   ret void
; }
