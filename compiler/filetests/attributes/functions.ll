; Function attributes: the keywords the passes read (noinline, alwaysinline, optnone, naked,
; minsize, optsize, nounwind, inlinehint, "nooutline"), string attributes, memory effects
; (including LLVM's upgrade of readonly/readnone/argmemonly), attribute groups, and payload
; attributes. Call sites carry function attributes too.
; test: roundtrip
; test: verify

define void @no_inline() #0 {
  ret void
}

define void @always() alwaysinline {
  ret void
}

define void @opt_none() noinline optnone {
  ret void
}

define void @naked_fn() naked {
  unreachable
}

define void @sizes() minsize optsize nounwind inlinehint {
  ret void
}

define void @no_outline() "nooutline" {
  ret void
}

define void @strings() "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" "frame-pointer"="all" "empty"="" {
  ret void
}

declare void @legacy_ro() readonly
declare void @legacy_rn_argmem() readnone argmemonly
declare void @legacy_wo_inacc() writeonly inaccessiblememonly
declare void @legacy_either() inaccessiblemem_or_argmemonly

define void @memory_forms() memory(read, argmem: readwrite) {
  ret void
}

define void @memory_none() memory(none) {
  ret void
}

define void @memory_loc() memory(inaccessiblemem: write) {
  ret void
}

define void @payloads(i64 %n) alignstack(16) uwtable(sync) {
  ret void
}

define void @more() uwtable cold hot convergent mustprogress norecurse nosync nofree willreturn speculatable nocallback noreturn {
  unreachable
}

define void @callsite() {
  call void @no_inline() #1
  call void @sizes() nounwind "call-site"="yes"
  ret void
}

define void @aligned_fn() align 32 {
  ret void
}

attributes #0 = { noinline nounwind "frame-pointer"="none" }
attributes #1 = { nounwind willreturn }

; ==== expected output ====
; define void @no_inline() #0 {
;   ret void
; }
;
; define void @always() #1 {
;   ret void
; }
;
; define void @opt_none() #2 {
;   ret void
; }
;
; define void @naked_fn() #3 {
;   unreachable
; }
;
; define void @sizes() #4 {
;   ret void
; }
;
; define void @no_outline() #5 {
;   ret void
; }
;
; define void @strings() #6 {
;   ret void
; }
;
; declare void @legacy_ro() #7
;
; declare void @legacy_rn_argmem() #8
;
; declare void @legacy_wo_inacc() #9
;
; declare void @legacy_either() #10
;
; define void @memory_forms() #11 {
;   ret void
; }
;
; define void @memory_none() #8 {
;   ret void
; }
;
; define void @memory_loc() #9 {
;   ret void
; }
;
; define void @payloads(i64 %n) #12 {
;   ret void
; }
;
; define void @more() #13 {
;   unreachable
; }
;
; define void @callsite() {
;   call void @no_inline() #14
;   call void @sizes() #15
;   ret void
; }
;
; define void @aligned_fn() align 32 {
;   ret void
; }
;
; attributes #0 = { noinline nounwind "frame-pointer"="none" }
; attributes #1 = { alwaysinline }
; attributes #2 = { noinline optnone }
; attributes #3 = { naked }
; attributes #4 = { inlinehint minsize nounwind optsize }
; attributes #5 = { "nooutline" }
; attributes #6 = { "empty" "frame-pointer"="all" "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
; attributes #7 = { memory(read) }
; attributes #8 = { memory(none) }
; attributes #9 = { memory(inaccessiblemem: write) }
; attributes #10 = { memory(argmem: readwrite, inaccessiblemem: readwrite) }
; attributes #11 = { memory(read, argmem: readwrite) }
; attributes #12 = { alignstack=16 uwtable(sync) }
; attributes #13 = { cold convergent hot mustprogress nocallback nofree norecurse noreturn nosync speculatable willreturn uwtable }
; attributes #14 = { nounwind willreturn }
; attributes #15 = { nounwind "call-site"="yes" }
