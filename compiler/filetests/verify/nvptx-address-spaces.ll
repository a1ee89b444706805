; NVPTX address-space legality: no store or atomic into const or param space, no
; addrspacecast between two specific spaces, allocas only in generic or local space, no
; global in local or param space, no initial value for shared memory.
; test: verify-error cannot be lowered to PTX

@in_local = addrspace(5) global i32 0
@in_param = addrspace(101) global i32 0
@shared_init = internal addrspace(3) global i32 7
@shared_undef = internal addrspace(3) global i32 undef

define void @f(ptr addrspace(4) %c, ptr addrspace(101) %p, ptr addrspace(1) %g) {
  store i32 0, ptr addrspace(4) %c, align 4
  %x = atomicrmw add ptr addrspace(101) %p, i32 1 monotonic
  %y = cmpxchg ptr addrspace(4) %c, i32 0, i32 1 monotonic monotonic
  %s = addrspacecast ptr addrspace(1) %g to ptr addrspace(3)
  %ok = addrspacecast ptr addrspace(1) %g to ptr addrspace(2)
  %a = alloca i32, align 4, addrspace(3)
  ret void
}

; ==== expected output ====
; verifier errors:
; 6:1: @in_local: a global variable cannot live in addrspace(5)
; 7:1: @in_param: a global variable cannot live in addrspace(101)
; 8:1: @shared_init: a shared (addrspace 3) variable cannot have an initial value
; 12:3: @f, block %0, instruction 1 (store): store to read-only addrspace(4)
; 13:3: @f, block %0, %x = atomicrmw: atomic update of read-only addrspace(101)
; 14:3: @f, block %0, %y = cmpxchg: atomic update of read-only addrspace(4)
; 15:3: @f, block %0, %s = addrspacecast: addrspacecast between two specific address spaces (1 to 3) cannot be lowered to PTX
; 17:3: @f, block %0, %a = alloca: alloca in addrspace(3): allocas live in the generic or local address space
