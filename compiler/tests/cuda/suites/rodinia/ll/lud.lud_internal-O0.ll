; ModuleID = 'lud.lud_internal.cu'
source_filename = "lud.lud_internal.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@_ZZ12lud_internalPfiiE8peri_row = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_col = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12lud_internalPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = add i32 %12, 1
  %14 = mul i32 %13, 16
  %15 = add i32 %11, %14
  store i32 %15, ptr %9, align 4
  %16 = load i32, ptr %6, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = add i32 %17, 1
  %19 = mul i32 %18, 16
  %20 = add i32 %16, %19
  store i32 %20, ptr %10, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %6, align 4
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %24 = add i32 %22, %23
  %25 = load i32, ptr %5, align 4
  %26 = mul i32 %24, %25
  %27 = load i32, ptr %10, align 4
  %28 = add i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %21, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 %35
  %37 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [16 x float], ptr %36, i64 0, i64 %38
  store float %33, ptr %39, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %9, align 4
  %42 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %43 = add i32 %41, %42
  %44 = load i32, ptr %5, align 4
  %45 = mul i32 %43, %44
  %46 = load i32, ptr %6, align 4
  %47 = add i32 %45, %46
  %48 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %49 = add i32 %47, %48
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %40, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %54
  %56 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [16 x float], ptr %55, i64 0, i64 %57
  store float %52, ptr %58, align 4
  call void @llvm.nvvm.barrier0()
  store float 0.000000e+00, ptr %8, align 4
  store i32 0, ptr %7, align 4
  br label %59

59:                                               ; preds = %80, %3
  %60 = load i32, ptr %7, align 4
  %61 = icmp slt i32 %60, 16
  br i1 %61, label %62, label %83

62:                                               ; preds = %59
  %63 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %64
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [16 x float], ptr %65, i64 0, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = load i32, ptr %7, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 %71
  %73 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [16 x float], ptr %72, i64 0, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %69, %76
  %78 = load float, ptr %8, align 4
  %79 = fadd contract float %78, %77
  store float %79, ptr %8, align 4
  br label %80

80:                                               ; preds = %62
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %59, !llvm.loop !5

83:                                               ; preds = %59
  %84 = load float, ptr %8, align 4
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %9, align 4
  %87 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %88 = add i32 %86, %87
  %89 = load i32, ptr %5, align 4
  %90 = mul i32 %88, %89
  %91 = load i32, ptr %10, align 4
  %92 = add i32 %90, %91
  %93 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %94 = add i32 %92, %93
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %85, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = fsub contract float %97, %84
  store float %98, ptr %96, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12lud_internalPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
