; ModuleID = 'atomics_int.cu'
source_filename = "atomics_int.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomics_int(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  store ptr %0, ptr %34, align 8
  store ptr %1, ptr %35, align 8
  store ptr %2, ptr %36, align 8
  %39 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %43 = add i32 %41, %42
  store i32 %43, ptr %37, align 4
  %44 = load ptr, ptr %34, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 0
  store ptr %45, ptr %30, align 8
  store i32 1, ptr %31, align 4
  %46 = load ptr, ptr %30, align 8
  %47 = load i32, ptr %31, align 4
  %48 = atomicrmw add ptr %46, i32 %47 seq_cst, align 4
  store i32 %48, ptr %38, align 4
  %49 = load ptr, ptr %36, align 8
  %50 = load i32, ptr %38, align 4
  store ptr %49, ptr %32, align 8
  store i32 %50, ptr %33, align 4
  %51 = load ptr, ptr %32, align 8
  %52 = load i32, ptr %33, align 4
  %53 = atomicrmw add ptr %51, i32 %52 seq_cst, align 4
  %54 = load ptr, ptr %34, align 8
  %55 = getelementptr inbounds i32, ptr %54, i64 1
  %56 = load i32, ptr %37, align 4
  store ptr %55, ptr %28, align 8
  store i32 %56, ptr %29, align 4
  %57 = load ptr, ptr %28, align 8
  %58 = load i32, ptr %29, align 4
  %59 = atomicrmw sub ptr %57, i32 %58 seq_cst, align 4
  %60 = load ptr, ptr %34, align 8
  %61 = getelementptr inbounds i32, ptr %60, i64 2
  %62 = load i32, ptr %37, align 4
  %63 = mul nsw i32 %62, 3
  %64 = sub nsw i32 %63, 50
  store ptr %61, ptr %26, align 8
  store i32 %64, ptr %27, align 4
  %65 = load ptr, ptr %26, align 8
  %66 = load i32, ptr %27, align 4
  %67 = atomicrmw max ptr %65, i32 %66 seq_cst, align 4
  %68 = load ptr, ptr %34, align 8
  %69 = getelementptr inbounds i32, ptr %68, i64 3
  %70 = load i32, ptr %37, align 4
  %71 = sub nsw i32 100, %70
  store ptr %69, ptr %24, align 8
  store i32 %71, ptr %25, align 4
  %72 = load ptr, ptr %24, align 8
  %73 = load i32, ptr %25, align 4
  %74 = atomicrmw min ptr %72, i32 %73 seq_cst, align 4
  %75 = load ptr, ptr %34, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 4
  %77 = load i32, ptr %37, align 4
  %78 = and i32 %77, 31
  %79 = shl i32 1, %78
  %80 = xor i32 %79, -1
  store ptr %76, ptr %22, align 8
  store i32 %80, ptr %23, align 4
  %81 = load ptr, ptr %22, align 8
  %82 = load i32, ptr %23, align 4
  %83 = atomicrmw and ptr %81, i32 %82 seq_cst, align 4
  %84 = load ptr, ptr %34, align 8
  %85 = getelementptr inbounds i32, ptr %84, i64 5
  %86 = load i32, ptr %37, align 4
  %87 = and i32 %86, 15
  %88 = shl i32 1, %87
  store ptr %85, ptr %20, align 8
  store i32 %88, ptr %21, align 4
  %89 = load ptr, ptr %20, align 8
  %90 = load i32, ptr %21, align 4
  %91 = atomicrmw or ptr %89, i32 %90 seq_cst, align 4
  %92 = load ptr, ptr %34, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 6
  %94 = load i32, ptr %37, align 4
  store ptr %93, ptr %18, align 8
  store i32 %94, ptr %19, align 4
  %95 = load ptr, ptr %18, align 8
  %96 = load i32, ptr %19, align 4
  %97 = atomicrmw xor ptr %95, i32 %96 seq_cst, align 4
  %98 = load ptr, ptr %35, align 8
  %99 = getelementptr inbounds i32, ptr %98, i64 0
  %100 = load i32, ptr %37, align 4
  %101 = mul i32 %100, 7
  store ptr %99, ptr %16, align 8
  store i32 %101, ptr %17, align 4
  %102 = load ptr, ptr %16, align 8
  %103 = load i32, ptr %17, align 4
  %104 = atomicrmw umax ptr %102, i32 %103 seq_cst, align 4
  %105 = load ptr, ptr %35, align 8
  %106 = getelementptr inbounds i32, ptr %105, i64 1
  %107 = load i32, ptr %37, align 4
  %108 = add i32 %107, 5
  store ptr %106, ptr %14, align 8
  store i32 %108, ptr %15, align 4
  %109 = load ptr, ptr %14, align 8
  %110 = load i32, ptr %15, align 4
  %111 = atomicrmw umin ptr %109, i32 %110 seq_cst, align 4
  %112 = load ptr, ptr %35, align 8
  %113 = getelementptr inbounds i32, ptr %112, i64 2
  store ptr %113, ptr %12, align 8
  store i32 1000, ptr %13, align 4
  %114 = load ptr, ptr %12, align 8
  %115 = load i32, ptr %13, align 4
  %116 = call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %114, i32 %115)
  %117 = load ptr, ptr %35, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 3
  store ptr %118, ptr %10, align 8
  store i32 1000, ptr %11, align 4
  %119 = load ptr, ptr %10, align 8
  %120 = load i32, ptr %11, align 4
  %121 = call noundef i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %119, i32 %120)
  %122 = load ptr, ptr %35, align 8
  %123 = getelementptr inbounds i32, ptr %122, i64 4
  store ptr %123, ptr %8, align 8
  store i32 2, ptr %9, align 4
  %124 = load ptr, ptr %8, align 8
  %125 = load i32, ptr %9, align 4
  %126 = atomicrmw add ptr %124, i32 %125 seq_cst, align 4
  %127 = load ptr, ptr %34, align 8
  %128 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %129 = add i32 7, %128
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %127, i64 %130
  store ptr %131, ptr %6, align 8
  store i32 1, ptr %7, align 4
  %132 = load ptr, ptr %6, align 8
  %133 = load i32, ptr %7, align 4
  %134 = call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %132, i32 %133)
  %135 = load i32, ptr %37, align 4
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %143

137:                                              ; preds = %3
  %138 = load ptr, ptr %34, align 8
  %139 = getelementptr inbounds i32, ptr %138, i64 9
  store ptr %139, ptr %4, align 8
  store i32 42, ptr %5, align 4
  %140 = load ptr, ptr %4, align 8
  %141 = load i32, ptr %5, align 4
  %142 = atomicrmw xchg ptr %140, i32 %141 seq_cst, align 4
  br label %143

143:                                              ; preds = %137, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @atomics_int, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
