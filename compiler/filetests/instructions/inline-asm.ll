; Inline assembly: `call ... asm [sideeffect] [alignstack] [inteldialect] "TEXT", "CONSTRAINTS"`
; is the callee of a call, typed by the call; printed back as written (escapes included) and
; passed to LLVM unchanged. The passes treat it as an opaque call; the IR interpreter runs only
; libdevice's assembly (oracle/src/nvvm.rs) and refuses any other when it runs (the PTX it
; becomes is what runs).
; test: roundtrip
; test: verify
; test: interpret-refused inline assembly in @lane ("mov.u32 $0, %laneid;", "=r")
; launch: @k block=1 (out=i32[1] zero)

define i32 @lane() {
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  ret i32 %l
}

define i32 @add3(i32 %a, i32 %b) {
  %s = call i32 asm sideeffect "add.s32 $0, $1, $2;\0A\09add.s32 $0, $0, 1;", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %s
}

define void @fence(ptr addrspace(1) %p) {
  call void asm sideeffect "membar.gl;", "~{memory}"()
  call void asm sideeffect alignstack "st.global.u32 [$0], 7;", "l,~{memory}"(ptr addrspace(1) %p)
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %l = call i32 @lane()
  %s = call i32 @add3(i32 %l, i32 2)
  store i32 %s, ptr addrspace(1) %out, align 4
  call void @fence(ptr addrspace(1) %out)
  ret void
}

; ==== expected output ====
; define i32 @lane() {
;   %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
;   ret i32 %l
; }
;
; define i32 @add3(i32 %a, i32 %b) {
;   %s = call i32 asm sideeffect "add.s32 $0, $1, $2;\0A\09add.s32 $0, $0, 1;", "=r,r,r"(i32 %a, i32 %b)
;   ret i32 %s
; }
;
; define void @fence(ptr addrspace(1) %p) {
;   call void asm sideeffect "membar.gl;", "~{memory}"()
;   call void asm sideeffect alignstack "st.global.u32 [$0], 7;", "l,~{memory}"(ptr addrspace(1) %p)
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %l = call i32 @lane()
;   %s = call i32 @add3(i32 %l, i32 2)
;   store i32 %s, ptr addrspace(1) %out, align 4
;   call void @fence(ptr addrspace(1) %out)
;   ret void
; }
; interpreter: not supported by the interpreter: inline assembly in @lane ("mov.u32 $0, %laneid;", "=r"): the IR interpreter does not run machine code; compile the module to PTX and run that
