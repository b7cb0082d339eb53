# Helpers shared by every module: one place for warnings, sanitizers and test registration.

# harness_settings(TARGET): the language level, warnings and sanitizer flags of our own targets.
function(harness_settings target)
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES CXX_EXTENSIONS OFF)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(HARNESS_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(HARNESS_FUZZ)
    # Coverage for libFuzzer in every target of ours; each fuzz target links the fuzzer itself.
    target_compile_options(${target} PUBLIC -fsanitize=fuzzer-no-link,address,undefined
                                            -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
  if(HARNESS_SANITIZE)
    target_compile_options(${target} PUBLIC -fsanitize=address,undefined -fno-sanitize-recover=all
                                            -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
  if(HARNESS_SHARED_LIBS)
    # A mutant changes one library: the programs load it at run time instead of being relinked.
    set_target_properties(${target} PROPERTIES LINK_DEPENDS_NO_SHARED ON)
  endif()
  if(HARNESS_LLD)
    target_link_options(${target} PRIVATE -fuse-ld=lld)
  endif()
endfunction()

# harness_library(NAME [STATIC] SOURCES... DEPS ...): a library of ours, static unless
# HARNESS_SHARED_LIBS (the mutant builds of ci/mutants) makes it shared. STATIC keeps it static
# always: the test helpers, which link Debian's static GoogleTest and RapidCheck archives.
function(harness_library name)
  cmake_parse_arguments(ARG "STATIC" "" "SOURCES;DEPS" ${ARGN})
  if(HARNESS_SHARED_LIBS AND NOT ARG_STATIC)
    add_library(${name} SHARED ${ARG_SOURCES})
    # Calls inside the library stay direct, as in the static build.
    target_compile_options(${name} PRIVATE -fno-semantic-interposition)
  else()
    add_library(${name} STATIC ${ARG_SOURCES})
  endif()
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_DEPS})
  harness_settings(${name})
endfunction()

# harness_test(NAME SOURCES... DEPS ... LABELS ... [CASES N] [TIMEOUT S]): a GoogleTest program
# whose tests are registered one by one with CTest, carrying the given labels (and a timeout of
# S seconds when given; CTest's default otherwise). Every test program links the shared test
# helpers of testing/. Property tests run CASES random cases each (default 300; RapidCheck's own
# default is 100).
function(harness_test name)
  if(NOT HARNESS_BUILD_TESTS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "CASES;TIMEOUT" "SOURCES;DEPS;LABELS" ${ARGN})
  if(NOT ARG_CASES)
    set(ARG_CASES 300)
  endif()
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} dungeon_testing GTest::gtest GTest::gtest_main
                                        rapidcheck_gtest rapidcheck)
  harness_settings(${name})
  # A failing property case prints its seed and how to reproduce it.
  set(environment "HARNESS_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
  if("property" IN_LIST ARG_LABELS)
    list(APPEND environment "RC_PARAMS=max_success=${ARG_CASES}")
  endif()
  include(GoogleTest)
  set(timeout "")
  if(ARG_TIMEOUT)
    set(timeout TIMEOUT ${ARG_TIMEOUT})
  endif()
  gtest_discover_tests(${name} PROPERTIES LABELS "${ARG_LABELS}" ENVIRONMENT "${environment}"
                                          ${timeout} DISCOVERY_TIMEOUT 60)
endfunction()
