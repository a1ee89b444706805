; Seed 001 after propagate_argument_address_spaces!: the parameter narrowed to addrspace(2),
; the generic pointer recreated on entry, and the call passing the global directly.
; test: roundtrip
; test: verify

@exception = private addrspace(2) constant [10 x i8] c"exception\00"

define void @caller() {
  call void @report_exception(ptr addrspace(2) @exception)
  ret void
}

define internal void @report_exception(ptr addrspace(2) %ex) {
  %gen = addrspacecast ptr addrspace(2) %ex to ptr
  %c = load i8, ptr %gen
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
;   %gen = addrspacecast ptr addrspace(2) %ex to ptr
;   %c = load i8, ptr %gen, align 1
;   ret void
; }
