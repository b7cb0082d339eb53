# The layering check (SPEC section 2), run as a CTest in script mode:
#
#   cmake -DSOURCE_DIR=<tree> [-DONLY=<folder>] -P cmake/check_layering.cmake
#
# With ONLY, only the files under that folder are read (the reference rules' library runs it so
# before it is archived, so the build itself fails on a forbidden include there).
# Reads every .h and .cpp file under the layer folders of SOURCE_DIR and fails, naming each
# file:line and the include, when a file includes a project header from a folder its own
# folder may not use. Only quoted includes whose path starts with a folder count; system
# headers (<...>) are not ours. A test beside a module (X/tests/) may also use testing/.
#
# The allowed matrix, lowest layer first (a folder may always include itself):
#   util        (nothing of ours)
#   model       util
#   sim         util model
#   checks      util model sim
#   generator   util model sim checks
#   golden, sweeps, render      util model sim checks generator
#   reports     util model sim checks generator golden sweeps render
#   cli         every layer above, none of bench/integration/testing
#   testing     util model sim checks generator
#   bench, integration          every layer, and testing
#   fuzz        every layer of the product
#
# Inside the sim a second level: the sim is sub-modules (sim/<sub>/), lowest first, and a
# sub-module (its tests too) may include only itself and the sub-modules below it:
#   stairs      (no other sub-module)
#   world       stairs
#   search      stairs world
#   dirt        stairs world
#   live        stairs world search dirt
#   scenario    stairs world search dirt live
# Every sim header lives in a sub-module: an include of sim/ outside them is refused. The
# checks and the generator may use only the sub-modules they need; the other layers above the
# sim may use every sub-module:
#   checks      stairs world search
#   generator   stairs world search
#
# The generator is sub-modules too (generator/<sub>/), lowest first; a sub-module may include
# only itself and those below it, the generator's own tests (generator/tests/) and every layer
# above may include every sub-module, and an include of generator/ outside them is refused:
#   core        (no other sub-module)
#   floors      core
#   stack       core floors
#   mine        core floors stack
#   rising      core floors stack mine
#   tries       core floors stack mine rising
#   observers   core floors stack mine rising tries
#
# The reference rules (testing/reference/, docs/reference.md) are written from SPEC alone, so
# that the rules the checks and the sim share can be tested against a second implementation:
# their files may include the model, the utilities and each other, their tests (testing/reference/tests/)
# also the other helpers of testing/, and nothing else (no sim/, checks/ or generator/).
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "check_layering: pass -DSOURCE_DIR=<the tree to check>")
endif()

set(product util model sim checks generator golden sweeps render reports cli)
set(allowed_util "")
set(allowed_model util)
set(allowed_sim util model)
set(allowed_checks util model sim)
set(allowed_generator util model sim checks)
set(allowed_golden util model sim checks generator)
set(allowed_sweeps util model sim checks generator)
set(allowed_render util model sim checks generator)
set(allowed_reports util model sim checks generator golden sweeps render)
set(allowed_cli util model sim checks generator golden sweeps render reports)
set(allowed_testing util model sim checks generator)
set(allowed_bench ${product} testing)
set(allowed_integration ${product} testing)
set(allowed_fuzz ${product})
set(layers ${product} testing bench integration fuzz)

set(sim_modules stairs world search dirt live scenario)
set(sim_allowed_stairs "")
set(sim_allowed_world stairs)
set(sim_allowed_search stairs world)
set(sim_allowed_dirt stairs world)
set(sim_allowed_live stairs world search dirt)
set(sim_allowed_scenario stairs world search dirt live)
set(sim_used_by_checks stairs world search)
set(sim_used_by_generator stairs world search)

set(generator_modules core floors stack mine rising tries observers)
set(generator_allowed_core "")
set(generator_allowed_floors core)
set(generator_allowed_stack core floors)
set(generator_allowed_mine core floors stack)
set(generator_allowed_rising core floors stack mine)
set(generator_allowed_tries core floors stack mine rising)
set(generator_allowed_observers core floors stack mine rising tries)

# The folders made of sub-modules, each with <top>_modules and <top>_allowed_<sub> above.
set(folders_of_sub_modules sim generator)

# sub_modules_allowed_for(<top> <source> <layer> <out>): the sub-modules of <top> a file of
# <layer> may include: a sub-module's file itself and those below it, <top>'s own tests
# (<top>/tests/) every one, another layer those <top>_used_by_<layer> names or else every one.
function(sub_modules_allowed_for top source layer out)
  set(allowed "")
  if(layer STREQUAL top)
    if(source MATCHES "^${top}/([a-z_]+)/" AND CMAKE_MATCH_1 IN_LIST ${top}_modules)
      set(allowed ${CMAKE_MATCH_1} ${${top}_allowed_${CMAKE_MATCH_1}})
    elseif(source MATCHES "^${top}/tests/")
      set(allowed ${${top}_modules})
    endif()
  elseif(DEFINED ${top}_used_by_${layer})
    set(allowed ${${top}_used_by_${layer}})
  else()
    set(allowed ${${top}_modules})
  endif()
  set(${out} ${allowed} PARENT_SCOPE)
endfunction()

# sub_module_include_violation(<top> <source> <layer> <include line> <out>): why a file of
# <layer> may not make this include of <top>/, or empty when it may.
function(sub_module_include_violation top source layer line out)
  set(${out} "" PARENT_SCOPE)
  string(STRIP "${line}" include)
  if(source MATCHES "^${top}/tests/" AND line MATCHES "\"${top}/tests/")
    return()  # <top>'s tests share their helpers
  endif()
  if(NOT line MATCHES "\"${top}/([a-z_]+)/[^\"]*\"" OR NOT CMAKE_MATCH_1 IN_LIST ${top}_modules)
    list(JOIN ${top}_modules ", " names)
    set(${out} "${top}/ headers live in its sub-modules (${names}): ${include}" PARENT_SCOPE)
    return()
  endif()
  set(module ${CMAKE_MATCH_1})
  sub_modules_allowed_for(${top} ${source} ${layer} allowed)
  if(module IN_LIST allowed)
    return()
  endif()
  if(layer STREQUAL top AND source MATCHES "^${top}/([a-z_]+)/")
    set(${out} "${top}/${CMAKE_MATCH_1}/ may not include ${top}/${module}/: ${include}"
        PARENT_SCOPE)
  else()
    set(${out} "${layer}/ may not include ${top}/${module}/: ${include}" PARENT_SCOPE)
  endif()
endfunction()

# reference_include_violation(<source> <include line> <out>): why a file of testing/reference/
# may not make this include, or empty when it may.
function(reference_include_violation source line out)
  set(${out} "" PARENT_SCOPE)
  string(STRIP "${line}" include)
  if(line MATCHES "\"model/" OR line MATCHES "\"util/" OR line MATCHES "\"testing/reference/")
    return()
  endif()
  if(source MATCHES "^testing/reference/tests/" AND line MATCHES "\"testing/")
    return()
  endif()
  string(REGEX MATCH "\"[a-z_]+/" folder "${line}")
  string(REGEX REPLACE "\"" "" folder "${folder}")
  set(${out} "testing/reference/ may not include ${folder}: ${include}" PARENT_SCOPE)
endfunction()

set(violations "")
set(files_read 0)
foreach(layer ${layers})
  file(GLOB_RECURSE sources LIST_DIRECTORIES false RELATIVE ${SOURCE_DIR}
       ${SOURCE_DIR}/${layer}/*.h ${SOURCE_DIR}/${layer}/*.cpp)
  foreach(source ${sources})
    if(ONLY AND NOT source MATCHES "^${ONLY}/")
      continue()
    endif()
    set(allowed ${layer} ${allowed_${layer}})
    if(source MATCHES "^${layer}/(.+/)?tests/")
      list(APPEND allowed testing)
    endif()
    math(EXPR files_read "${files_read} + 1")
    file(STRINGS ${SOURCE_DIR}/${source} lines)
    set(line_number 0)
    foreach(line IN LISTS lines)
      math(EXPR line_number "${line_number} + 1")
      if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([a-z_]+)/[^\"]*\"")
        continue()
      endif()
      set(folder ${CMAKE_MATCH_1})
      if(NOT folder IN_LIST layers)
        continue()
      endif()
      if(source MATCHES "^testing/reference/")
        reference_include_violation(${source} "${line}" why)
        if(why)
          list(APPEND violations "${source}:${line_number}: ${why}")
        endif()
        continue()
      endif()
      if(NOT folder IN_LIST allowed)
        string(STRIP "${line}" include)
        list(APPEND violations
             "${source}:${line_number}: ${layer}/ may not include ${folder}/: ${include}")
      elseif(folder IN_LIST folders_of_sub_modules)
        sub_module_include_violation(${folder} ${source} ${layer} "${line}" why)
        if(why)
          list(APPEND violations "${source}:${line_number}: ${why}")
        endif()
      endif()
    endforeach()
  endforeach()
endforeach()

if(files_read EQUAL 0)
  message(FATAL_ERROR "check_layering: no source file found under ${SOURCE_DIR}")
endif()
list(LENGTH violations count)
if(count GREATER 0)
  foreach(violation IN LISTS violations)
    message(NOTICE "${violation}")
  endforeach()
  message(FATAL_ERROR "layering: ${count} include(s) outside the matrix (cmake/check_layering.cmake)")
endif()
message(STATUS "layering: ${files_read} files, every include within the matrix")
