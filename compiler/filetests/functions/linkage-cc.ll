; Function linkage, visibility, dso_local, calling conventions (ptx_kernel, ptx_device, fastcc,
; coldcc, numbered), unnamed_addr, sections, alignment, comdats, and declarations.
; test: roundtrip
; test: verify

$tmpl = comdat any

declare void @ext()
declare extern_weak void @weak_ext()
declare dso_local void @dso_decl()
declare ptx_device i32 @dev_decl(i32)

define void @plain() {
  ret void
}

define internal dso_local void @internal_fn() {
  ret void
}

define private void @private_fn() {
  ret void
}

define linkonce_odr hidden void @tmpl() comdat {
  ret void
}

define weak_odr protected void @wodr() comdat($tmpl) {
  ret void
}

define available_externally void @avail() {
  ret void
}

define dso_local ptx_kernel void @kernel(ptr addrspace(1) %out) local_unnamed_addr {
  ret void
}

define ptx_device float @device_fn(float %x) unnamed_addr {
  ret float %x
}

define fastcc i32 @fast(i32 %x) {
  ret i32 %x
}

define coldcc void @cold() section ".text.cold" align 16 {
  ret void
}

define cc 95 void @outlined() {
  ret void
}

; LLVM prints 95 as amdgpu_ls: seam reads every LLVM keyword and keeps the number.
define amdgpu_ls void @same_number() {
  ret void
}

define cc 1000 void @unnamed_number() {
  ret void
}

define ccc void @explicit_c() {
  call void @ext()
  call fastcc void @fast_void()
  call cc 95 void @outlined()
  %r = call ptx_device i32 @dev_decl(i32 1)
  ret void
}

define fastcc void @fast_void() {
  ret void
}

; ==== expected output ====
; $tmpl = comdat any
;
; declare void @ext()
;
; declare extern_weak void @weak_ext()
;
; declare dso_local void @dso_decl()
;
; declare ptx_device i32 @dev_decl(i32)
;
; define void @plain() {
;   ret void
; }
;
; define internal void @internal_fn() {
;   ret void
; }
;
; define private void @private_fn() {
;   ret void
; }
;
; define linkonce_odr hidden void @tmpl() comdat {
;   ret void
; }
;
; define weak_odr protected void @wodr() comdat($tmpl) {
;   ret void
; }
;
; define available_externally void @avail() {
;   ret void
; }
;
; define dso_local ptx_kernel void @kernel(ptr addrspace(1) %out) local_unnamed_addr {
;   ret void
; }
;
; define ptx_device float @device_fn(float %x) unnamed_addr {
;   ret float %x
; }
;
; define fastcc i32 @fast(i32 %x) {
;   ret i32 %x
; }
;
; define coldcc void @cold() section ".text.cold" align 16 {
;   ret void
; }
;
; define cc95 void @outlined() {
;   ret void
; }
;
; define cc95 void @same_number() {
;   ret void
; }
;
; define cc1000 void @unnamed_number() {
;   ret void
; }
;
; define void @explicit_c() {
;   call void @ext()
;   call fastcc void @fast_void()
;   call cc95 void @outlined()
;   %r = call ptx_device i32 @dev_decl(i32 1)
;   ret void
; }
;
; define fastcc void @fast_void() {
;   ret void
; }
