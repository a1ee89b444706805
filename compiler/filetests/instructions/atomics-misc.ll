; atomicrmw with every operation, cmpxchg (weak, volatile, scopes, default alignment), fence,
; and freeze.
; test: roundtrip
; test: verify

define void @atomics(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, float %f, i64 %l) {
  %xchg = atomicrmw xchg ptr %p, i32 1 monotonic
  %xchgp = atomicrmw xchg ptr %p, ptr null acquire, align 8
  %add = atomicrmw add ptr addrspace(1) %g, i32 1 seq_cst, align 4
  %sub = atomicrmw sub ptr %p, i64 %l release
  %and = atomicrmw and ptr %p, i32 7 acq_rel
  %nand = atomicrmw nand ptr %p, i32 7 monotonic
  %or = atomicrmw or ptr %p, i32 7 monotonic
  %xor = atomicrmw volatile xor ptr %p, i32 7 monotonic
  %max = atomicrmw max ptr addrspace(3) %s, i32 7 syncscope("block") monotonic
  %min = atomicrmw min ptr %p, i32 7 monotonic
  %umax = atomicrmw umax ptr %p, i16 7 monotonic
  %umin = atomicrmw umin ptr %p, i8 7 monotonic
  %fadd = atomicrmw fadd ptr addrspace(1) %g, float %f syncscope("device") monotonic
  %fsub = atomicrmw fsub ptr %p, double 1.0 monotonic
  %fmax = atomicrmw fmax ptr %p, float %f monotonic
  %fmin = atomicrmw fmin ptr %p, float %f monotonic
  %inc = atomicrmw uinc_wrap ptr %p, i32 9 monotonic
  %dec = atomicrmw udec_wrap ptr %p, i32 9 monotonic
  %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %cxw = cmpxchg weak volatile ptr addrspace(1) %g, i64 %l, i64 0 syncscope("block") acq_rel monotonic, align 8
  %cxp = cmpxchg ptr %p, ptr null, ptr %p acquire acquire
  %ok = extractvalue { i32, i1 } %cx, 1
  fence acquire
  fence syncscope("block") release
  fence acq_rel
  fence syncscope("singlethread") seq_cst
  %fr = freeze i32 %xchg
  %frp = freeze ptr %p
  ret void
}

; ==== expected output ====
; define void @atomics(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, float %f, i64 %l) {
;   %xchg = atomicrmw xchg ptr %p, i32 1 monotonic, align 4
;   %xchgp = atomicrmw xchg ptr %p, ptr null acquire, align 8
;   %add = atomicrmw add ptr addrspace(1) %g, i32 1 seq_cst, align 4
;   %sub = atomicrmw sub ptr %p, i64 %l release, align 8
;   %and = atomicrmw and ptr %p, i32 7 acq_rel, align 4
;   %nand = atomicrmw nand ptr %p, i32 7 monotonic, align 4
;   %or = atomicrmw or ptr %p, i32 7 monotonic, align 4
;   %xor = atomicrmw volatile xor ptr %p, i32 7 monotonic, align 4
;   %max = atomicrmw max ptr addrspace(3) %s, i32 7 syncscope("block") monotonic, align 4
;   %min = atomicrmw min ptr %p, i32 7 monotonic, align 4
;   %umax = atomicrmw umax ptr %p, i16 7 monotonic, align 2
;   %umin = atomicrmw umin ptr %p, i8 7 monotonic, align 1
;   %fadd = atomicrmw fadd ptr addrspace(1) %g, float %f syncscope("device") monotonic, align 4
;   %fsub = atomicrmw fsub ptr %p, double 1.000000e+00 monotonic, align 8
;   %fmax = atomicrmw fmax ptr %p, float %f monotonic, align 4
;   %fmin = atomicrmw fmin ptr %p, float %f monotonic, align 4
;   %inc = atomicrmw uinc_wrap ptr %p, i32 9 monotonic, align 4
;   %dec = atomicrmw udec_wrap ptr %p, i32 9 monotonic, align 4
;   %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
;   %cxw = cmpxchg weak volatile ptr addrspace(1) %g, i64 %l, i64 0 syncscope("block") acq_rel monotonic, align 8
;   %cxp = cmpxchg ptr %p, ptr null, ptr %p acquire acquire, align 8
;   %ok = extractvalue { i32, i1 } %cx, 1
;   fence acquire
;   fence syncscope("block") release
;   fence acq_rel
;   fence syncscope("singlethread") seq_cst
;   %fr = freeze i32 %xchg
;   %frp = freeze ptr %p
;   ret void
; }
