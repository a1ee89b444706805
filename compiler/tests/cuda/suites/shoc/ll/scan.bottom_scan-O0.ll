; ModuleID = 'scan.bottom_scan.cu'
source_filename = "scan.bottom_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_gridDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%class.SharedMem = type { i8 }

$_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i = comdat any

$_ZN9SharedMemIfE10getPointerEv = comdat any

$_Z12scanLocalMemIfLi256EET_S0_PVS0_ = comdat any

$_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed = comdat any

@_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed = linkonce_odr dso_local addrspace(3) global float undef, comdat, align 4
@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %class.SharedMem, align 1
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %20 = call noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #4
  store ptr %20, ptr %10, align 8
  %21 = load ptr, ptr %5, align 8
  store ptr %21, ptr %11, align 8
  %22 = load ptr, ptr %6, align 8
  store ptr %22, ptr %12, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sdiv i32 %23, 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %8, align 4
  %26 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = udiv i32 %25, %26
  store i32 %27, ptr %13, align 4
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = load i32, ptr %13, align 4
  %30 = mul i32 %28, %29
  store i32 %30, ptr %14, align 4
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = sub i32 %32, 1
  %34 = icmp eq i32 %31, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %4
  %36 = load i32, ptr %8, align 4
  br label %41

37:                                               ; preds = %4
  %38 = load i32, ptr %14, align 4
  %39 = load i32, ptr %13, align 4
  %40 = add nsw i32 %38, %39
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi i32 [ %36, %35 ], [ %40, %37 ]
  store i32 %42, ptr %15, align 4
  %43 = load i32, ptr %14, align 4
  %44 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %45 = add i32 %43, %44
  store i32 %45, ptr %16, align 4
  %46 = load i32, ptr %14, align 4
  store i32 %46, ptr %17, align 4
  %47 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %55

49:                                               ; preds = %41
  %50 = load ptr, ptr %7, align 8
  %51 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  %54 = load float, ptr %53, align 4
  store float %54, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  br label %55

55:                                               ; preds = %49, %41
  call void @llvm.nvvm.barrier0()
  br label %56

56:                                               ; preds = %152, %55
  %57 = load i32, ptr %17, align 4
  %58 = load i32, ptr %15, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %157

60:                                               ; preds = %56
  %61 = load i32, ptr %16, align 4
  %62 = load i32, ptr %15, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %60
  %65 = load ptr, ptr %11, align 8
  %66 = load i32, ptr %16, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <4 x float>, ptr %65, i64 %67
  %69 = load <4 x float>, ptr %68, align 16
  store <4 x float> %69, ptr %18, align 16
  br label %79

70:                                               ; preds = %60
  %71 = load <4 x float>, ptr %18, align 16
  %72 = insertelement <4 x float> %71, float 0.000000e+00, i64 0
  store <4 x float> %72, ptr %18, align 16
  %73 = load <4 x float>, ptr %18, align 16
  %74 = insertelement <4 x float> %73, float 0.000000e+00, i64 1
  store <4 x float> %74, ptr %18, align 16
  %75 = load <4 x float>, ptr %18, align 16
  %76 = insertelement <4 x float> %75, float 0.000000e+00, i64 2
  store <4 x float> %76, ptr %18, align 16
  %77 = load <4 x float>, ptr %18, align 16
  %78 = insertelement <4 x float> %77, float 0.000000e+00, i64 3
  store <4 x float> %78, ptr %18, align 16
  br label %79

79:                                               ; preds = %70, %64
  %80 = load <4 x float>, ptr %18, align 16
  %81 = extractelement <4 x float> %80, i64 0
  %82 = load <4 x float>, ptr %18, align 16
  %83 = extractelement <4 x float> %82, i64 1
  %84 = fadd contract float %83, %81
  %85 = load <4 x float>, ptr %18, align 16
  %86 = insertelement <4 x float> %85, float %84, i64 1
  store <4 x float> %86, ptr %18, align 16
  %87 = load <4 x float>, ptr %18, align 16
  %88 = extractelement <4 x float> %87, i64 1
  %89 = load <4 x float>, ptr %18, align 16
  %90 = extractelement <4 x float> %89, i64 2
  %91 = fadd contract float %90, %88
  %92 = load <4 x float>, ptr %18, align 16
  %93 = insertelement <4 x float> %92, float %91, i64 2
  store <4 x float> %93, ptr %18, align 16
  %94 = load <4 x float>, ptr %18, align 16
  %95 = extractelement <4 x float> %94, i64 2
  %96 = load <4 x float>, ptr %18, align 16
  %97 = extractelement <4 x float> %96, i64 3
  %98 = fadd contract float %97, %95
  %99 = load <4 x float>, ptr %18, align 16
  %100 = insertelement <4 x float> %99, float %98, i64 3
  store <4 x float> %100, ptr %18, align 16
  %101 = load <4 x float>, ptr %18, align 16
  %102 = extractelement <4 x float> %101, i64 3
  %103 = load ptr, ptr %10, align 8
  %104 = call contract noundef float @_Z12scanLocalMemIfLi256EET_S0_PVS0_(float noundef %102, ptr noundef %103) #4
  store float %104, ptr %19, align 4
  %105 = load float, ptr %19, align 4
  %106 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  %107 = fadd contract float %105, %106
  %108 = load <4 x float>, ptr %18, align 16
  %109 = extractelement <4 x float> %108, i64 0
  %110 = fadd contract float %109, %107
  %111 = load <4 x float>, ptr %18, align 16
  %112 = insertelement <4 x float> %111, float %110, i64 0
  store <4 x float> %112, ptr %18, align 16
  %113 = load float, ptr %19, align 4
  %114 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  %115 = fadd contract float %113, %114
  %116 = load <4 x float>, ptr %18, align 16
  %117 = extractelement <4 x float> %116, i64 1
  %118 = fadd contract float %117, %115
  %119 = load <4 x float>, ptr %18, align 16
  %120 = insertelement <4 x float> %119, float %118, i64 1
  store <4 x float> %120, ptr %18, align 16
  %121 = load float, ptr %19, align 4
  %122 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  %123 = fadd contract float %121, %122
  %124 = load <4 x float>, ptr %18, align 16
  %125 = extractelement <4 x float> %124, i64 2
  %126 = fadd contract float %125, %123
  %127 = load <4 x float>, ptr %18, align 16
  %128 = insertelement <4 x float> %127, float %126, i64 2
  store <4 x float> %128, ptr %18, align 16
  %129 = load float, ptr %19, align 4
  %130 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  %131 = fadd contract float %129, %130
  %132 = load <4 x float>, ptr %18, align 16
  %133 = extractelement <4 x float> %132, i64 3
  %134 = fadd contract float %133, %131
  %135 = load <4 x float>, ptr %18, align 16
  %136 = insertelement <4 x float> %135, float %134, i64 3
  store <4 x float> %136, ptr %18, align 16
  %137 = load i32, ptr %16, align 4
  %138 = load i32, ptr %15, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %146

140:                                              ; preds = %79
  %141 = load <4 x float>, ptr %18, align 16
  %142 = load ptr, ptr %12, align 8
  %143 = load i32, ptr %16, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds <4 x float>, ptr %142, i64 %144
  store <4 x float> %141, ptr %145, align 16
  br label %146

146:                                              ; preds = %140, %79
  call void @llvm.nvvm.barrier0()
  %147 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %148 = icmp eq i32 %147, 255
  br i1 %148, label %149, label %152

149:                                              ; preds = %146
  %150 = load <4 x float>, ptr %18, align 16
  %151 = extractelement <4 x float> %150, i64 3
  store float %151, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4
  br label %152

152:                                              ; preds = %149, %146
  %153 = load i32, ptr %17, align 4
  %154 = add nsw i32 %153, 256
  store i32 %154, ptr %17, align 4
  %155 = load i32, ptr %16, align 4
  %156 = add nsw i32 %155, 256
  store i32 %156, ptr %16, align 4
  br label %56, !llvm.loop !5

157:                                              ; preds = %56
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr addrspacecast (ptr addrspace(3) @s_float to ptr)
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
