; ModuleID = 'md.compute_lj_force.cu'
source_filename = "md.compute_lj_force.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.float3 = type { float, float, float }
%struct.texReader_sp = type { i8 }
%struct.double4 = type { double, double, double, double }
%struct.double3 = type { double, double, double }
%struct.texReader_dp = type { i8 }

$_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

$_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, ptr noalias noundef %3, float noundef %4, float noundef %5, float noundef %6, i32 noundef %7) #0 comdat {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca %struct.float3, align 4
  %20 = alloca %struct.texReader_sp, align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca <4 x float>, align 16
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store ptr %3, ptr %12, align 8
  store float %4, ptr %13, align 4
  store float %5, ptr %14, align 4
  store float %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add i32 %32, %33
  store i32 %34, ptr %17, align 4
  %35 = load ptr, ptr %10, align 8
  %36 = load i32, ptr %17, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds <4 x float>, ptr %35, i64 %37
  %39 = load <4 x float>, ptr %38, align 16
  store <4 x float> %39, ptr %18, align 16
  call void @llvm.memset.p0.i64(ptr align 4 %19, i8 0, i64 12, i1 false)
  store i32 0, ptr %21, align 4
  br label %40

40:                                               ; preds = %123, %8
  %41 = load i32, ptr %21, align 4
  %42 = load i32, ptr %11, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %126

44:                                               ; preds = %40
  %45 = load ptr, ptr %12, align 8
  %46 = load i32, ptr %21, align 4
  %47 = load i32, ptr %16, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr %17, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %45, i64 %51
  %53 = load i32, ptr %52, align 4
  store i32 %53, ptr %22, align 4
  %54 = load ptr, ptr %10, align 8
  %55 = load i32, ptr %22, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds <4 x float>, ptr %54, i64 %56
  %58 = load <4 x float>, ptr %57, align 16
  store <4 x float> %58, ptr %23, align 16
  %59 = load <4 x float>, ptr %18, align 16
  %60 = extractelement <4 x float> %59, i64 0
  %61 = load <4 x float>, ptr %23, align 16
  %62 = extractelement <4 x float> %61, i64 0
  %63 = fsub contract float %60, %62
  store float %63, ptr %24, align 4
  %64 = load <4 x float>, ptr %18, align 16
  %65 = extractelement <4 x float> %64, i64 1
  %66 = load <4 x float>, ptr %23, align 16
  %67 = extractelement <4 x float> %66, i64 1
  %68 = fsub contract float %65, %67
  store float %68, ptr %25, align 4
  %69 = load <4 x float>, ptr %18, align 16
  %70 = extractelement <4 x float> %69, i64 2
  %71 = load <4 x float>, ptr %23, align 16
  %72 = extractelement <4 x float> %71, i64 2
  %73 = fsub contract float %70, %72
  store float %73, ptr %26, align 4
  %74 = load float, ptr %24, align 4
  %75 = load float, ptr %24, align 4
  %76 = fmul contract float %74, %75
  %77 = load float, ptr %25, align 4
  %78 = load float, ptr %25, align 4
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = load float, ptr %26, align 4
  %82 = load float, ptr %26, align 4
  %83 = fmul contract float %81, %82
  %84 = fadd contract float %80, %83
  store float %84, ptr %27, align 4
  %85 = load float, ptr %27, align 4
  %86 = load float, ptr %13, align 4
  %87 = fcmp contract olt float %85, %86
  br i1 %87, label %88, label %123

88:                                               ; preds = %44
  %89 = load float, ptr %27, align 4
  %90 = fdiv contract float 1.000000e+00, %89
  store float %90, ptr %27, align 4
  %91 = load float, ptr %27, align 4
  %92 = load float, ptr %27, align 4
  %93 = fmul contract float %91, %92
  %94 = load float, ptr %27, align 4
  %95 = fmul contract float %93, %94
  store float %95, ptr %28, align 4
  %96 = load float, ptr %27, align 4
  %97 = load float, ptr %28, align 4
  %98 = fmul contract float %96, %97
  %99 = load float, ptr %14, align 4
  %100 = load float, ptr %28, align 4
  %101 = fmul contract float %99, %100
  %102 = load float, ptr %15, align 4
  %103 = fsub contract float %101, %102
  %104 = fmul contract float %98, %103
  store float %104, ptr %29, align 4
  %105 = load float, ptr %24, align 4
  %106 = load float, ptr %29, align 4
  %107 = fmul contract float %105, %106
  %108 = getelementptr inbounds %struct.float3, ptr %19, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = fadd contract float %109, %107
  store float %110, ptr %108, align 4
  %111 = load float, ptr %25, align 4
  %112 = load float, ptr %29, align 4
  %113 = fmul contract float %111, %112
  %114 = getelementptr inbounds %struct.float3, ptr %19, i32 0, i32 1
  %115 = load float, ptr %114, align 4
  %116 = fadd contract float %115, %113
  store float %116, ptr %114, align 4
  %117 = load float, ptr %26, align 4
  %118 = load float, ptr %29, align 4
  %119 = fmul contract float %117, %118
  %120 = getelementptr inbounds %struct.float3, ptr %19, i32 0, i32 2
  %121 = load float, ptr %120, align 4
  %122 = fadd contract float %121, %119
  store float %122, ptr %120, align 4
  br label %123

123:                                              ; preds = %88, %44
  %124 = load i32, ptr %21, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %21, align 4
  br label %40, !llvm.loop !6

126:                                              ; preds = %40
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %17, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds %struct.float3, ptr %127, i64 %129
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %130, ptr align 4 %19, i64 12, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, ptr noalias noundef %3, double noundef %4, double noundef %5, double noundef %6, i32 noundef %7) #0 comdat {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.double4, align 16
  %19 = alloca %struct.double3, align 8
  %20 = alloca %struct.texReader_dp, align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.double4, align 16
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store ptr %3, ptr %12, align 8
  store double %4, ptr %13, align 8
  store double %5, ptr %14, align 8
  store double %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add i32 %32, %33
  store i32 %34, ptr %17, align 4
  %35 = load ptr, ptr %10, align 8
  %36 = load i32, ptr %17, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.double4, ptr %35, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %38, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 24, i1 false)
  store i32 0, ptr %21, align 4
  br label %39

39:                                               ; preds = %121, %8
  %40 = load i32, ptr %21, align 4
  %41 = load i32, ptr %11, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %124

43:                                               ; preds = %39
  %44 = load ptr, ptr %12, align 8
  %45 = load i32, ptr %21, align 4
  %46 = load i32, ptr %16, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr %17, align 4
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %44, i64 %50
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %22, align 4
  %53 = load ptr, ptr %10, align 8
  %54 = load i32, ptr %22, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.double4, ptr %53, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 %56, i64 32, i1 false)
  %57 = getelementptr inbounds %struct.double4, ptr %18, i32 0, i32 0
  %58 = load double, ptr %57, align 16
  %59 = getelementptr inbounds %struct.double4, ptr %23, i32 0, i32 0
  %60 = load double, ptr %59, align 16
  %61 = fsub contract double %58, %60
  store double %61, ptr %24, align 8
  %62 = getelementptr inbounds %struct.double4, ptr %18, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds %struct.double4, ptr %23, i32 0, i32 1
  %65 = load double, ptr %64, align 8
  %66 = fsub contract double %63, %65
  store double %66, ptr %25, align 8
  %67 = getelementptr inbounds %struct.double4, ptr %18, i32 0, i32 2
  %68 = load double, ptr %67, align 16
  %69 = getelementptr inbounds %struct.double4, ptr %23, i32 0, i32 2
  %70 = load double, ptr %69, align 16
  %71 = fsub contract double %68, %70
  store double %71, ptr %26, align 8
  %72 = load double, ptr %24, align 8
  %73 = load double, ptr %24, align 8
  %74 = fmul contract double %72, %73
  %75 = load double, ptr %25, align 8
  %76 = load double, ptr %25, align 8
  %77 = fmul contract double %75, %76
  %78 = fadd contract double %74, %77
  %79 = load double, ptr %26, align 8
  %80 = load double, ptr %26, align 8
  %81 = fmul contract double %79, %80
  %82 = fadd contract double %78, %81
  store double %82, ptr %27, align 8
  %83 = load double, ptr %27, align 8
  %84 = load double, ptr %13, align 8
  %85 = fcmp contract olt double %83, %84
  br i1 %85, label %86, label %121

86:                                               ; preds = %43
  %87 = load double, ptr %27, align 8
  %88 = fdiv contract double 1.000000e+00, %87
  store double %88, ptr %27, align 8
  %89 = load double, ptr %27, align 8
  %90 = load double, ptr %27, align 8
  %91 = fmul contract double %89, %90
  %92 = load double, ptr %27, align 8
  %93 = fmul contract double %91, %92
  store double %93, ptr %28, align 8
  %94 = load double, ptr %27, align 8
  %95 = load double, ptr %28, align 8
  %96 = fmul contract double %94, %95
  %97 = load double, ptr %14, align 8
  %98 = load double, ptr %28, align 8
  %99 = fmul contract double %97, %98
  %100 = load double, ptr %15, align 8
  %101 = fsub contract double %99, %100
  %102 = fmul contract double %96, %101
  store double %102, ptr %29, align 8
  %103 = load double, ptr %24, align 8
  %104 = load double, ptr %29, align 8
  %105 = fmul contract double %103, %104
  %106 = getelementptr inbounds %struct.double3, ptr %19, i32 0, i32 0
  %107 = load double, ptr %106, align 8
  %108 = fadd contract double %107, %105
  store double %108, ptr %106, align 8
  %109 = load double, ptr %25, align 8
  %110 = load double, ptr %29, align 8
  %111 = fmul contract double %109, %110
  %112 = getelementptr inbounds %struct.double3, ptr %19, i32 0, i32 1
  %113 = load double, ptr %112, align 8
  %114 = fadd contract double %113, %111
  store double %114, ptr %112, align 8
  %115 = load double, ptr %26, align 8
  %116 = load double, ptr %29, align 8
  %117 = fmul contract double %115, %116
  %118 = getelementptr inbounds %struct.double3, ptr %19, i32 0, i32 2
  %119 = load double, ptr %118, align 8
  %120 = fadd contract double %119, %117
  store double %120, ptr %118, align 8
  br label %121

121:                                              ; preds = %86, %43
  %122 = load i32, ptr %21, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %21, align 4
  br label %39, !llvm.loop !8

124:                                              ; preds = %39
  %125 = load ptr, ptr %9, align 8
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds %struct.double3, ptr %125, i64 %127
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %128, ptr align 8 %19, i64 24, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i, !"kernel", i32 1}
!1 = !{ptr @_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
