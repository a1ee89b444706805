; ModuleID = 'scan.scan_single_block.cu'
source_filename = "scan.scan_single_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%class.SharedMem = type { i8 }

$_Z17scan_single_blockIfLi256EEvPT_i = comdat any

$_ZN9SharedMemIfE10getPointerEv = comdat any

$_Z12scanLocalMemIfLi256EET_S0_PVS0_ = comdat any

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z17scan_single_blockIfLi256EEvPT_i(ptr noalias noundef %0, i32 noundef %1) #0 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %class.SharedMem, align 1
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = call noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #4
  store ptr %8, ptr %6, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = load i32, ptr %4, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %12
  %20 = phi contract float [ %17, %12 ], [ 0.000000e+00, %18 ]
  store float %20, ptr %7, align 4
  %21 = load float, ptr %7, align 4
  %22 = load ptr, ptr %6, align 8
  %23 = call contract noundef float @_Z12scanLocalMemIfLi256EET_S0_PVS0_(float noundef %21, ptr noundef %22) #4
  store float %23, ptr %7, align 4
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = load i32, ptr %4, align 4
  %26 = icmp ult i32 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %19
  %28 = load float, ptr %7, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  store float %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %27, %19
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr addrspacecast (ptr addrspace(3) @s_float to ptr)
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z12scanLocalMemIfLi256EET_S0_PVS0_(float noundef %0, ptr noundef %1) #1 comdat {
  %3 = alloca float, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store float %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %8, i64 %10
  store volatile float 0.000000e+00, ptr %11, align 4
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 256
  store i32 %13, ptr %5, align 4
  %14 = load float, ptr %3, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  store volatile float %14, ptr %18, align 4
  call void @llvm.nvvm.barrier0()
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %19, i64 %22
  %24 = load volatile float, ptr %23, align 4
  store float %24, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %25 = load float, ptr %6, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load volatile float, ptr %29, align 4
  %31 = fadd contract float %30, %25
  store volatile float %31, ptr %29, align 4
  call void @llvm.nvvm.barrier0()
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sub nsw i32 %33, 2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %32, i64 %35
  %37 = load volatile float, ptr %36, align 4
  store float %37, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %38 = load float, ptr %6, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  %43 = load volatile float, ptr %42, align 4
  %44 = fadd contract float %43, %38
  store volatile float %44, ptr %42, align 4
  call void @llvm.nvvm.barrier0()
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %5, align 4
  %47 = sub nsw i32 %46, 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %45, i64 %48
  %50 = load volatile float, ptr %49, align 4
  store float %50, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %51 = load float, ptr %6, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load volatile float, ptr %55, align 4
  %57 = fadd contract float %56, %51
  store volatile float %57, ptr %55, align 4
  call void @llvm.nvvm.barrier0()
  %58 = load ptr, ptr %4, align 8
  %59 = load i32, ptr %5, align 4
  %60 = sub nsw i32 %59, 8
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %58, i64 %61
  %63 = load volatile float, ptr %62, align 4
  store float %63, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %64 = load float, ptr %6, align 4
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %65, i64 %67
  %69 = load volatile float, ptr %68, align 4
  %70 = fadd contract float %69, %64
  store volatile float %70, ptr %68, align 4
  call void @llvm.nvvm.barrier0()
  %71 = load ptr, ptr %4, align 8
  %72 = load i32, ptr %5, align 4
  %73 = sub nsw i32 %72, 16
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %71, i64 %74
  %76 = load volatile float, ptr %75, align 4
  store float %76, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %77 = load float, ptr %6, align 4
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %5, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %78, i64 %80
  %82 = load volatile float, ptr %81, align 4
  %83 = fadd contract float %82, %77
  store volatile float %83, ptr %81, align 4
  call void @llvm.nvvm.barrier0()
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %85, 32
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %84, i64 %87
  %89 = load volatile float, ptr %88, align 4
  store float %89, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %90 = load float, ptr %6, align 4
  %91 = load ptr, ptr %4, align 8
  %92 = load i32, ptr %5, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %91, i64 %93
  %95 = load volatile float, ptr %94, align 4
  %96 = fadd contract float %95, %90
  store volatile float %96, ptr %94, align 4
  call void @llvm.nvvm.barrier0()
  %97 = load ptr, ptr %4, align 8
  %98 = load i32, ptr %5, align 4
  %99 = sub nsw i32 %98, 64
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %97, i64 %100
  %102 = load volatile float, ptr %101, align 4
  store float %102, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %103 = load float, ptr %6, align 4
  %104 = load ptr, ptr %4, align 8
  %105 = load i32, ptr %5, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %104, i64 %106
  %108 = load volatile float, ptr %107, align 4
  %109 = fadd contract float %108, %103
  store volatile float %109, ptr %107, align 4
  call void @llvm.nvvm.barrier0()
  %110 = load ptr, ptr %4, align 8
  %111 = load i32, ptr %5, align 4
  %112 = sub nsw i32 %111, 128
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %110, i64 %113
  %115 = load volatile float, ptr %114, align 4
  store float %115, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %116 = load float, ptr %6, align 4
  %117 = load ptr, ptr %4, align 8
  %118 = load i32, ptr %5, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %117, i64 %119
  %121 = load volatile float, ptr %120, align 4
  %122 = fadd contract float %121, %116
  store volatile float %122, ptr %120, align 4
  call void @llvm.nvvm.barrier0()
  %123 = load ptr, ptr %4, align 8
  %124 = load i32, ptr %5, align 4
  %125 = sub nsw i32 %124, 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr %123, i64 %126
  %128 = load volatile float, ptr %127, align 4
  ret float %128
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z17scan_single_blockIfLi256EEvPT_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
